import type { Language } from '../../shared/languages.ts';

type PageText = { title: string; heading: string; body: string; button?: string; note: string };
export type NativePageKind = 'handoff' | 'linkSent';

/** The two small pages the system browser shows during the native app's sign-in, in every interface language. */
const TEXTS: Record<Language, Record<NativePageKind, PageText>> = {
  en: {
    handoff: {
      title: 'Open Bedtime Stories',
      heading: 'Back to the app',
      body: 'You’re signed in. Tap below to carry on in the Bedtime Stories app on this phone.',
      button: 'Open Bedtime Stories',
      note: 'Only tap if you started this sign-in in the app yourself.',
    },
    linkSent: {
      title: 'Check your mail',
      heading: 'Check your mail',
      body: 'We sent you a sign-in link. Open it on this phone: it brings you straight back to the app.',
      note: 'You can close this page.',
    },
  },
  nl: {
    handoff: {
      title: 'Open Bedtime Stories',
      heading: 'Terug naar de app',
      body: 'Je bent ingelogd. Tik hieronder om verder te gaan in de Bedtime Stories-app op deze telefoon.',
      button: 'Open Bedtime Stories',
      note: 'Tik alleen als je deze inlog zelf in de app bent begonnen.',
    },
    linkSent: {
      title: 'Kijk in je mail',
      heading: 'Kijk in je mail',
      body: 'We hebben je een inloglink gestuurd. Open hem op deze telefoon: hij brengt je meteen terug naar de app.',
      note: 'Je kunt deze pagina sluiten.',
    },
  },
  de: {
    handoff: {
      title: 'Bedtime Stories öffnen',
      heading: 'Zurück zur App',
      body: 'Du bist angemeldet. Tippe unten, um in der Bedtime-Stories-App auf diesem Handy weiterzumachen.',
      button: 'Bedtime Stories öffnen',
      note: 'Tippe nur, wenn du diese Anmeldung selbst in der App gestartet hast.',
    },
    linkSent: {
      title: 'Schau in dein Postfach',
      heading: 'Schau in dein Postfach',
      body: 'Wir haben dir einen Anmeldelink geschickt. Öffne ihn auf diesem Handy: Er bringt dich direkt zurück in die App.',
      note: 'Du kannst diese Seite schließen.',
    },
  },
  fr: {
    handoff: {
      title: 'Ouvrir Bedtime Stories',
      heading: 'Retour à l’application',
      body: 'La connexion a réussi. Touche le bouton ci-dessous pour continuer dans l’application Bedtime Stories sur ce téléphone.',
      button: 'Ouvrir Bedtime Stories',
      note: 'Ne touche ce bouton que si tu as lancé cette connexion toi-même dans l’application.',
    },
    linkSent: {
      title: 'Regarde tes e-mails',
      heading: 'Regarde tes e-mails',
      body: 'Nous t’avons envoyé un lien de connexion. Ouvre-le sur ce téléphone : il te ramène directement dans l’application.',
      note: 'Tu peux fermer cette page.',
    },
  },
  es: {
    handoff: {
      title: 'Abrir Bedtime Stories',
      heading: 'Vuelve a la aplicación',
      body: 'Ya has iniciado sesión. Toca el botón de abajo para seguir en la aplicación Bedtime Stories de este teléfono.',
      button: 'Abrir Bedtime Stories',
      note: 'Tócalo solo si has empezado tú este inicio de sesión desde la aplicación.',
    },
    linkSent: {
      title: 'Revisa tu correo',
      heading: 'Revisa tu correo',
      body: 'Te hemos enviado un enlace de acceso. Ábrelo en este teléfono: te llevará directamente de vuelta a la aplicación.',
      note: 'Puedes cerrar esta página.',
    },
  },
  pt: {
    handoff: {
      title: 'Abrir o Bedtime Stories',
      heading: 'Voltar à aplicação',
      body: 'Já tens sessão iniciada. Toca abaixo para continuares na aplicação Bedtime Stories neste telemóvel.',
      button: 'Abrir o Bedtime Stories',
      note: 'Toca só se foste tu a iniciar esta sessão na aplicação.',
    },
    linkSent: {
      title: 'Vê o teu email',
      heading: 'Vê o teu email',
      body: 'Enviámos-te um link para iniciares sessão. Abre-o neste telemóvel: leva-te diretamente de volta à aplicação.',
      note: 'Podes fechar esta página.',
    },
  },
  zh: {
    handoff: {
      title: '打开 Bedtime Stories',
      heading: '回到应用',
      body: '你已登录。点击下方按钮，在这部手机上的 Bedtime Stories 应用里继续。',
      button: '打开 Bedtime Stories',
      note: '只有当这次登录是你自己在应用里发起的，才点击这个按钮。',
    },
    linkSent: {
      title: '查看你的邮箱',
      heading: '查看你的邮箱',
      body: '我们已经给你发送了登录链接。请在这部手机上打开它，它会直接带你回到应用。',
      note: '你可以关闭这个页面。',
    },
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The app's colours and type, as its mails use them; no script, no outside resource (the CSP allows neither). */
const STYLE = `body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f6f1e7;
font-family:system-ui,sans-serif;color:#221d3a}main{max-width:420px;padding:32px 24px;text-align:center}
h1{font-size:24px;color:#1a1645;margin:0 0 12px}p{font-size:17px;line-height:1.5;margin:0 0 24px}
button{font:inherit;font-weight:600;font-size:18px;background:#1a1645;color:#fff6e6;border:0;border-radius:999px;
padding:14px 28px;min-height:48px;cursor:pointer;width:100%}button:focus-visible{outline:3px solid #f2b84b;outline-offset:3px}small{display:block;margin-top:20px;font-size:14px;color:#5f5780}`;

/** A small page of the sign-in in a browser: a heading, a few lines, at most one button (a same-origin form post). */
export type BrowserPage = {
  title: string;
  heading: string;
  paragraphs: string[];
  note: string;
  form?: { action: string; fields: Record<string, string>; button: string };
};

/**
 * The sign-in's pages in a browser (the native hand-off's, the mailed links'): no script, no outside resource (the CSP
 * allows neither), and no referrer to another site (their addresses hold a link's token or the app's challenge;
 * `no-referrer` would also blank the form's `Origin`, which the server checks). Their one button posts hidden fields
 * back to the server, which acts only on that post, so no navigation from another site ever does.
 */
export function browserPage(language: Language, page: BrowserPage): string {
  const fields = Object.entries(page.form?.fields ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const button = page.form
    ? `<form method="post" action="${escapeHtml(page.form.action)}">${fields}<button type="submit">${escapeHtml(page.form.button)}</button></form>`
    : '';
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="same-origin"><link rel="icon" href="/icon.svg"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head><body><main><h1>${escapeHtml(page.heading)}</h1>${paragraphs}${button}<small>${escapeHtml(page.note)}</small></main></body></html>`;
}

/**
 * A page of the native sign-in in the system browser. The hand-off page has one form: its button posts the challenge
 * back to the same address, which only then makes the app's code.
 */
export function nativePage(kind: NativePageKind, language: Language, form?: { action: string; challenge: string }) {
  const text = TEXTS[language][kind];
  return browserPage(language, {
    title: text.title,
    heading: text.heading,
    paragraphs: [text.body],
    note: text.note,
    ...(form && text.button
      ? { form: { action: form.action, fields: { challenge: form.challenge }, button: text.button } }
      : {}),
  });
}
