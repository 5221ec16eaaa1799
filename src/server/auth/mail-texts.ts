import type { Language } from '../../shared/languages.ts';

type MailText = { subject: string; heading: string; body: string; button: string; ignore: string };
export type MailKind = 'verification' | 'passwordReset' | 'magicLink' | 'existingAccount';

/** The account mails in every interface language (sent in the parent's language). */
export const MAIL_TEXTS: Record<Language, Record<MailKind, MailText>> = {
  en: {
    verification: {
      subject: 'Confirm your email for Bedtime Stories',
      heading: 'Welcome to Bedtime Stories',
      body: 'Please confirm your email address so you can start creating bedtime stories.',
      button: 'Confirm my email',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    passwordReset: {
      subject: 'Reset your Bedtime Stories password',
      heading: 'Reset your password',
      body: 'Someone asked to reset the password for this email address. Choose a new password with the button below. The link works for one hour.',
      button: 'Choose a new password',
      ignore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
    },
    magicLink: {
      subject: 'Your sign-in link for Bedtime Stories',
      heading: 'Sign in to Bedtime Stories',
      body: 'Use the button below to sign in. The link works once and for a few minutes only.',
      button: 'Sign me in',
      ignore: 'If you did not ask to sign in, you can ignore this email.',
    },
    existingAccount: {
      subject: 'Someone tried to sign up with your email',
      heading: 'You already have an account',
      body: 'Someone, maybe you, tried to create a new Bedtime Stories account with this email address. You already have one: sign in with the button below, or reset your password there if you forgot it.',
      button: 'Sign in',
      ignore: 'If this was not you, you can ignore this email: nothing has changed.',
    },
  },
  nl: {
    verification: {
      subject: 'Bevestig je e-mailadres voor Bedtime Stories',
      heading: 'Welkom bij Bedtime Stories',
      body: 'Bevestig je e-mailadres, dan kun je meteen je eerste verhaaltje voor het slapengaan maken.',
      button: 'Mijn e-mailadres bevestigen',
      ignore: 'Heb je geen account aangemaakt? Dan kun je deze mail negeren.',
    },
    passwordReset: {
      subject: 'Stel je wachtwoord voor Bedtime Stories opnieuw in',
      heading: 'Wachtwoord opnieuw instellen',
      body: 'Iemand heeft gevraagd om het wachtwoord bij dit e-mailadres opnieuw in te stellen. Met de knop hieronder kies je een nieuw wachtwoord. De link is een uur geldig.',
      button: 'Nieuw wachtwoord kiezen',
      ignore: 'Heb je dit niet gevraagd? Dan kun je deze mail negeren: je wachtwoord blijft hetzelfde.',
    },
    magicLink: {
      subject: 'Je inloglink voor Bedtime Stories',
      heading: 'Inloggen bij Bedtime Stories',
      body: 'Met de knop hieronder log je in. De link werkt één keer en is maar een paar minuten geldig.',
      button: 'Inloggen',
      ignore: 'Heb je niet gevraagd om in te loggen? Dan kun je deze mail negeren.',
    },
    existingAccount: {
      subject: 'Iemand probeerde een account aan te maken met je e-mailadres',
      heading: 'Je hebt al een account',
      body: 'Iemand, misschien jij, probeerde met dit e-mailadres een nieuw account bij Bedtime Stories aan te maken. Maar je hebt er al een: log in met de knop hieronder. Wachtwoord vergeten? Dan kun je het daar opnieuw instellen.',
      button: 'Inloggen',
      ignore: 'Was jij dit niet? Dan kun je deze mail negeren: er is niets veranderd.',
    },
  },
  de: {
    verification: {
      subject: 'Bestätige deine E-Mail-Adresse für Bedtime Stories',
      heading: 'Willkommen bei Bedtime Stories',
      body: 'Bitte bestätige deine E-Mail-Adresse, damit du Gutenachtgeschichten erstellen kannst.',
      button: 'E-Mail-Adresse bestätigen',
      ignore: 'Wenn du kein Konto erstellt hast, kannst du diese E-Mail ignorieren.',
    },
    passwordReset: {
      subject: 'Dein Passwort für Bedtime Stories zurücksetzen',
      heading: 'Passwort zurücksetzen',
      body: 'Jemand möchte das Passwort für diese E-Mail-Adresse zurücksetzen. Über den Button unten kannst du ein neues wählen. Der Link ist eine Stunde lang gültig.',
      button: 'Neues Passwort wählen',
      ignore: 'Wenn du das nicht warst, kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
    },
    magicLink: {
      subject: 'Dein Anmeldelink für Bedtime Stories',
      heading: 'Bei Bedtime Stories anmelden',
      body: 'Melde dich über den Button unten an. Der Link funktioniert nur einmal und nur wenige Minuten lang.',
      button: 'Jetzt anmelden',
      ignore: 'Wenn du dich nicht anmelden wolltest, kannst du diese E-Mail ignorieren.',
    },
    existingAccount: {
      subject: 'Jemand wollte mit deiner E-Mail-Adresse ein Konto erstellen',
      heading: 'Du hast schon ein Konto',
      body: 'Jemand, vielleicht du, wollte mit dieser E-Mail-Adresse ein neues Konto bei Bedtime Stories erstellen. Du hast schon eins: Melde dich über den Button unten an. Falls du dein Passwort vergessen hast, kannst du es dort zurücksetzen.',
      button: 'Anmelden',
      ignore: 'Warst du das nicht, kannst du diese E-Mail ignorieren: Es hat sich nichts geändert.',
    },
  },
  fr: {
    verification: {
      subject: 'Confirmez votre adresse e-mail pour Bedtime Stories',
      heading: 'Bienvenue sur Bedtime Stories',
      body: 'Confirmez votre adresse e-mail pour commencer à créer des histoires du soir.',
      button: 'Confirmer mon adresse e-mail',
      ignore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    },
    passwordReset: {
      subject: 'Réinitialisez votre mot de passe Bedtime Stories',
      heading: 'Réinitialiser votre mot de passe',
      body: 'Une réinitialisation du mot de passe a été demandée pour cette adresse e-mail. Choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien est valable une heure.',
      button: 'Choisir un nouveau mot de passe',
      ignore:
        'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer cet e-mail\u00a0: votre mot de passe reste le même.',
    },
    magicLink: {
      subject: 'Votre lien de connexion à Bedtime Stories',
      heading: 'Se connecter à Bedtime Stories',
      body: 'Utilisez le bouton ci-dessous pour vous connecter. Le lien ne fonctionne qu’une fois, et seulement pendant quelques minutes.',
      button: 'Me connecter',
      ignore: 'Si vous n’avez pas demandé à vous connecter, vous pouvez ignorer cet e-mail.',
    },
    existingAccount: {
      subject: 'Quelqu’un a essayé de créer un compte avec votre adresse e-mail',
      heading: 'Vous avez déjà un compte',
      body: 'Quelqu’un, peut-être vous, a essayé de créer un nouveau compte Bedtime Stories avec cette adresse e-mail. Vous en avez déjà un\u00a0: connectez-vous avec le bouton ci-dessous. Si vous avez oublié votre mot de passe, vous pourrez le réinitialiser sur la même page.',
      button: 'Me connecter',
      ignore: 'Si ce n’était pas vous, vous pouvez ignorer cet e-mail\u00a0: rien n’a changé.',
    },
  },
  es: {
    verification: {
      subject: 'Confirma tu correo para Bedtime Stories',
      heading: 'Te damos la bienvenida a Bedtime Stories',
      body: 'Confirma tu dirección de correo para empezar a crear cuentos para dormir.',
      button: 'Confirmar mi correo',
      ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
    },
    passwordReset: {
      subject: 'Restablece tu contraseña de Bedtime Stories',
      heading: 'Restablecer la contraseña',
      body: 'Alguien ha pedido restablecer la contraseña de esta dirección de correo. Elige una nueva con el botón de abajo. El enlace es válido durante una hora.',
      button: 'Elegir una contraseña nueva',
      ignore: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue igual.',
    },
    magicLink: {
      subject: 'Tu enlace de acceso a Bedtime Stories',
      heading: 'Inicia sesión en Bedtime Stories',
      body: 'Usa el botón de abajo para iniciar sesión. El enlace solo sirve una vez y durante unos pocos minutos.',
      button: 'Iniciar sesión',
      ignore: 'Si no has pedido iniciar sesión, puedes ignorar este correo.',
    },
    existingAccount: {
      subject: 'Alguien ha intentado registrarse con tu correo',
      heading: 'Ya tienes una cuenta',
      body: 'Alguien, quizá tú, ha intentado crear una cuenta nueva de Bedtime Stories con esta dirección de correo. Ya tienes una: inicia sesión con el botón de abajo o, si has olvidado tu contraseña, restablécela desde allí.',
      button: 'Iniciar sesión',
      ignore: 'Si no has sido tú, puedes ignorar este correo: no ha cambiado nada.',
    },
  },
  pt: {
    verification: {
      subject: 'Confirma o teu email para o Bedtime Stories',
      heading: 'Boas-vindas ao Bedtime Stories',
      body: 'Confirma o teu endereço de email para começares a criar histórias para adormecer.',
      button: 'Confirmar o meu email',
      ignore: 'Se não criaste uma conta, podes ignorar este email.',
    },
    passwordReset: {
      subject: 'Repõe a tua palavra-passe do Bedtime Stories',
      heading: 'Repõe a tua palavra-passe',
      body: 'Alguém pediu para repor a palavra-passe deste endereço de email. Escolhe uma nova com o botão abaixo. O link é válido durante uma hora.',
      button: 'Escolher uma nova palavra-passe',
      ignore: 'Se não fizeste este pedido, podes ignorar este email: a tua palavra-passe continua a mesma.',
    },
    magicLink: {
      subject: 'O teu link para iniciar sessão no Bedtime Stories',
      heading: 'Inicia sessão no Bedtime Stories',
      body: 'Usa o botão abaixo para iniciar sessão. O link só funciona uma vez e durante poucos minutos.',
      button: 'Iniciar sessão',
      ignore: 'Se não pediste para iniciar sessão, podes ignorar este email.',
    },
    existingAccount: {
      subject: 'Alguém tentou criar uma conta com o teu email',
      heading: 'Já tens uma conta',
      body: 'Alguém, talvez tu, tentou criar uma nova conta no Bedtime Stories com este endereço de email. Já tens uma: inicia sessão com o botão abaixo ou, se te esqueceste da palavra-passe, repõe-na aí.',
      button: 'Iniciar sessão',
      ignore: 'Se não foste tu, podes ignorar este email: não mudou nada.',
    },
  },
  zh: {
    verification: {
      subject: '睡前故事：请确认你的邮箱地址',
      heading: '欢迎来到睡前故事',
      body: '请确认你的邮箱地址，然后就可以开始创作睡前故事了。',
      button: '确认邮箱地址',
      ignore: '如果你没有创建过账户，可以忽略这封邮件。',
    },
    passwordReset: {
      subject: '重置你的睡前故事密码',
      heading: '重置密码',
      body: '有人请求重置这个邮箱地址的账户密码。请点击下面的按钮设置新密码。链接在一小时内有效。',
      button: '设置新密码',
      ignore: '如果这不是你本人的请求，可以忽略这封邮件：你的密码不会改变。',
    },
    magicLink: {
      subject: '你的睡前故事登录链接',
      heading: '登录睡前故事',
      body: '请点击下面的按钮登录。这个链接只能用一次，而且只在几分钟内有效。',
      button: '登录',
      ignore: '如果你没有申请登录，可以忽略这封邮件。',
    },
    existingAccount: {
      subject: '有人想用你的邮箱地址创建账户',
      heading: '你已经有账户了',
      body: '有人（也许就是你）想用这个邮箱地址创建新的睡前故事账户。你已经有账户了：请点击下面的按钮登录；如果忘了密码，也可以在那里重置。',
      button: '登录',
      ignore: '如果不是你本人，可以忽略这封邮件：你的账户没有任何变化。',
    },
  },
};
