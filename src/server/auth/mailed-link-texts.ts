import type { Language } from '../../shared/languages.ts';

type LinkPageText = { title: string; body: string; button: string };
export type MailedLinkKind = 'signIn' | 'confirmEmail';

type Texts = Record<MailedLinkKind, LinkPageText> & {
  /** When the browser is signed in to another account: `{current}` is that account, masked. */
  otherAccount: string;
  note: string;
};

/** The confirm page of a mailed link (`{email}`: the link's account, masked), in every interface language. */
export const MAILED_LINK_TEXTS: Record<Language, Texts> = {
  en: {
    signIn: {
      title: 'Sign in to Bedtime Stories',
      body: 'Tap the button to sign in as {email} in this browser.',
      button: 'Sign in',
    },
    confirmEmail: {
      title: 'Confirm your email',
      body: 'Tap the button to confirm {email} and sign in to Bedtime Stories in this browser.',
      button: 'Confirm and sign in',
    },
    otherAccount: 'This browser is signed in as {current} right now. Continuing signs that account out here.',
    note: 'Only continue if you asked for this link yourself. If not, just close this page.',
  },
  nl: {
    signIn: {
      title: 'Inloggen bij Bedtime Stories',
      body: 'Tik op de knop om in deze browser in te loggen als {email}.',
      button: 'Inloggen',
    },
    confirmEmail: {
      title: 'Bevestig je e-mailadres',
      body: 'Tik op de knop om {email} te bevestigen en in deze browser in te loggen bij Bedtime Stories.',
      button: 'Bevestigen en inloggen',
    },
    otherAccount: 'Deze browser is nu ingelogd als {current}. Als je doorgaat, wordt dat account hier uitgelogd.',
    note: 'Ga alleen verder als je deze link zelf hebt aangevraagd. Zo niet, sluit deze pagina dan gewoon.',
  },
  de: {
    signIn: {
      title: 'Bei Bedtime Stories anmelden',
      body: 'Tippe auf den Button, um dich in diesem Browser als {email} anzumelden.',
      button: 'Anmelden',
    },
    confirmEmail: {
      title: 'Bestätige deine E-Mail-Adresse',
      body: 'Tippe auf den Button, um {email} zu bestätigen und dich in diesem Browser bei Bedtime Stories anzumelden.',
      button: 'Bestätigen und anmelden',
    },
    otherAccount:
      'In diesem Browser ist gerade {current} angemeldet. Wenn du weitermachst, wird dieses Konto hier abgemeldet.',
    note: 'Mach nur weiter, wenn du diesen Link selbst angefordert hast. Sonst schließ diese Seite einfach.',
  },
  fr: {
    signIn: {
      title: 'Se connecter à Bedtime Stories',
      body: 'Touchez le bouton pour vous connecter en tant que {email} dans ce navigateur.',
      button: 'Me connecter',
    },
    confirmEmail: {
      title: 'Confirmez votre adresse e-mail',
      body: 'Touchez le bouton pour confirmer {email} et vous connecter à Bedtime Stories dans ce navigateur.',
      button: 'Confirmer et me connecter',
    },
    otherAccount:
      'Ce navigateur est actuellement connecté au compte {current}. Si vous continuez, ce compte sera déconnecté ici.',
    note: 'Ne continuez que si vous avez demandé ce lien vous-même. Sinon, fermez simplement cette page.',
  },
  es: {
    signIn: {
      title: 'Iniciar sesión en Bedtime Stories',
      body: 'Toca el botón para iniciar sesión como {email} en este navegador.',
      button: 'Iniciar sesión',
    },
    confirmEmail: {
      title: 'Confirma tu correo',
      body: 'Toca el botón para confirmar {email} e iniciar sesión en Bedtime Stories en este navegador.',
      button: 'Confirmar e iniciar sesión',
    },
    otherAccount:
      'Ahora mismo este navegador tiene abierta la sesión de {current}. Si continúas, esa cuenta se cerrará aquí.',
    note: 'Continúa solo si has pedido tú este enlace. Si no, simplemente cierra esta página.',
  },
  pt: {
    signIn: {
      title: 'Iniciar sessão no Bedtime Stories',
      body: 'Toca no botão para iniciares sessão como {email} neste navegador.',
      button: 'Iniciar sessão',
    },
    confirmEmail: {
      title: 'Confirma o teu email',
      body: 'Toca no botão para confirmares {email} e iniciares sessão no Bedtime Stories neste navegador.',
      button: 'Confirmar e iniciar sessão',
    },
    otherAccount:
      'Neste momento, este navegador tem a sessão de {current} iniciada. Se continuares, essa conta termina a sessão aqui.',
    note: 'Continua só se foste tu a pedir este link. Se não foste, fecha simplesmente esta página.',
  },
  zh: {
    signIn: {
      title: '登录睡前故事',
      body: '点击下方按钮，在这个浏览器中以 {email} 的身份登录。',
      button: '登录',
    },
    confirmEmail: {
      title: '确认你的邮箱地址',
      body: '点击下方按钮，确认 {email} 并在这个浏览器中登录睡前故事。',
      button: '确认并登录',
    },
    otherAccount: '这个浏览器目前登录的是 {current}。继续的话，该账户会在这里退出登录。',
    note: '只有当这个链接是你自己申请的，才继续。否则直接关闭这个页面即可。',
  },
};
