/**
 * Texts of the mails the server sends, in the nine content languages (our own words).
 * `{link}` is replaced by the address the user must open.
 */
export type MailKind = 'register' | 'password' | 'email';

type Texts = Record<MailKind, { subject: string; body: string }>;

const MESSAGES: Record<string, Texts> = {
  fr: {
    register: {
      subject: 'Cairn : validez votre inscription',
      body: 'Bonjour,\n\nBienvenue sur Cairn ! Pour activer votre compte, ouvrez ce lien dans les trois jours :\n{link}\n\nSi vous n’êtes pas à l’origine de cette inscription, ignorez ce message.',
    },
    password: {
      subject: 'Cairn : nouveau mot de passe',
      body: 'Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les trois jours :\n{link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.',
    },
    email: {
      subject: 'Cairn : confirmez votre nouvelle adresse',
      body: 'Bonjour,\n\nPour lier votre compte à cette adresse, ouvrez ce lien dans les trois jours :\n{link}',
    },
  },
  en: {
    register: {
      subject: 'Cairn: confirm your registration',
      body: 'Hello,\n\nWelcome to Cairn! To activate your account, open this link within three days:\n{link}\n\nIf you did not sign up, just ignore this message.',
    },
    password: {
      subject: 'Cairn: choose a new password',
      body: 'Hello,\n\nTo choose a new password, open this link within three days:\n{link}\n\nIf you did not ask for it, ignore this message: your password stays the same.',
    },
    email: {
      subject: 'Cairn: confirm your new email address',
      body: 'Hello,\n\nTo bind your account to this address, open this link within three days:\n{link}',
    },
  },
  it: {
    register: {
      subject: 'Cairn: conferma la tua iscrizione',
      body: 'Ciao,\n\nbenvenuto su Cairn! Per attivare il tuo account apri questo link entro tre giorni:\n{link}\n\nSe non ti sei iscritto, ignora questo messaggio.',
    },
    password: {
      subject: 'Cairn: scegli una nuova password',
      body: 'Ciao,\n\nper scegliere una nuova password apri questo link entro tre giorni:\n{link}\n\nSe non l’hai chiesto tu, ignora questo messaggio: la password resta invariata.',
    },
    email: {
      subject: 'Cairn: conferma il tuo nuovo indirizzo',
      body: 'Ciao,\n\nper collegare il tuo account a questo indirizzo apri questo link entro tre giorni:\n{link}',
    },
  },
  de: {
    register: {
      subject: 'Cairn: Bestätige deine Anmeldung',
      body: 'Hallo,\n\nwillkommen bei Cairn! Um dein Konto zu aktivieren, öffne diesen Link innerhalb von drei Tagen:\n{link}\n\nWenn du dich nicht angemeldet hast, ignoriere diese Nachricht.',
    },
    password: {
      subject: 'Cairn: Neues Passwort wählen',
      body: 'Hallo,\n\num ein neues Passwort zu wählen, öffne diesen Link innerhalb von drei Tagen:\n{link}\n\nWenn du das nicht angefordert hast, ignoriere diese Nachricht: dein Passwort bleibt unverändert.',
    },
    email: {
      subject: 'Cairn: Bestätige deine neue E-Mail-Adresse',
      body: 'Hallo,\n\num dein Konto mit dieser Adresse zu verbinden, öffne diesen Link innerhalb von drei Tagen:\n{link}',
    },
  },
  es: {
    register: {
      subject: 'Cairn: confirma tu registro',
      body: 'Hola:\n\n¡Bienvenido a Cairn! Para activar tu cuenta, abre este enlace en los próximos tres días:\n{link}\n\nSi no te has registrado, ignora este mensaje.',
    },
    password: {
      subject: 'Cairn: elige una nueva contraseña',
      body: 'Hola:\n\nPara elegir una nueva contraseña, abre este enlace en los próximos tres días:\n{link}\n\nSi no lo has pedido, ignora este mensaje: tu contraseña no cambia.',
    },
    email: {
      subject: 'Cairn: confirma tu nueva dirección',
      body: 'Hola:\n\nPara vincular tu cuenta a esta dirección, abre este enlace en los próximos tres días:\n{link}',
    },
  },
  ca: {
    register: {
      subject: 'Cairn: confirma el teu registre',
      body: 'Hola,\n\nBenvingut a Cairn! Per activar el teu compte, obre aquest enllaç en els propers tres dies:\n{link}\n\nSi no t’has registrat, ignora aquest missatge.',
    },
    password: {
      subject: 'Cairn: tria una nova contrasenya',
      body: 'Hola,\n\nPer triar una nova contrasenya, obre aquest enllaç en els propers tres dies:\n{link}\n\nSi no ho has demanat, ignora aquest missatge: la contrasenya no canvia.',
    },
    email: {
      subject: 'Cairn: confirma la teva nova adreça',
      body: 'Hola,\n\nPer vincular el teu compte a aquesta adreça, obre aquest enllaç en els propers tres dies:\n{link}',
    },
  },
  eu: {
    register: {
      subject: 'Cairn: berretsi zure izen-ematea',
      body: 'Kaixo,\n\nOngi etorri Cairn-era! Zure kontua aktibatzeko, ireki esteka hau hiru egunen barruan:\n{link}\n\nZuk ez baduzu izena eman, ez egin kasurik mezu honi.',
    },
    password: {
      subject: 'Cairn: aukeratu pasahitz berri bat',
      body: 'Kaixo,\n\nPasahitz berri bat aukeratzeko, ireki esteka hau hiru egunen barruan:\n{link}\n\nZuk eskatu ez baduzu, ez egin kasurik: zure pasahitza ez da aldatzen.',
    },
    email: {
      subject: 'Cairn: berretsi zure helbide berria',
      body: 'Kaixo,\n\nZure kontua helbide honi lotzeko, ireki esteka hau hiru egunen barruan:\n{link}',
    },
  },
  sl: {
    register: {
      subject: 'Cairn: potrdite registracijo',
      body: 'Pozdravljeni,\n\ndobrodošli na Cairnu! Za aktivacijo računa v treh dneh odprite to povezavo:\n{link}\n\nČe se niste registrirali, to sporočilo prezrite.',
    },
    password: {
      subject: 'Cairn: izberite novo geslo',
      body: 'Pozdravljeni,\n\nza izbiro novega gesla v treh dneh odprite to povezavo:\n{link}\n\nČe tega niste zahtevali, sporočilo prezrite: geslo ostane nespremenjeno.',
    },
    email: {
      subject: 'Cairn: potrdite nov e-poštni naslov',
      body: 'Pozdravljeni,\n\nza povezavo računa s tem naslovom v treh dneh odprite to povezavo:\n{link}',
    },
  },
  zh: {
    register: {
      subject: 'Cairn：请确认注册',
      body: '您好：\n\n欢迎加入 Cairn！请在三天内打开以下链接以激活账户：\n{link}\n\n如果您没有注册，请忽略此邮件。',
    },
    password: {
      subject: 'Cairn：设置新密码',
      body: '您好：\n\n请在三天内打开以下链接以设置新密码：\n{link}\n\n如果这不是您的请求，请忽略此邮件，您的密码不会改变。',
    },
    email: {
      subject: 'Cairn：确认新的电子邮箱',
      body: '您好：\n\n请在三天内打开以下链接，将账户绑定到此邮箱：\n{link}',
    },
  },
};

/** Subject and body of a mail in the user's language (English when unknown). */
export function mailText(kind: MailKind, lang: string, link: string): { subject: string; text: string } {
  const t = (MESSAGES[lang] ?? MESSAGES.en!)[kind];
  return { subject: t.subject, text: t.body.replace('{link}', link) };
}
