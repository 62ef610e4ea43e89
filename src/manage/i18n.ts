// The workspace shell's words in the four languages of the prefixes (SPEC §9.8). Each part of the workspace keeps its
// own words beside it (lists/words.ts, forms/words.ts, account/words.ts) in the same shape. DOM-free: the server
// writes the shell's title and the sign-in form with them.
export const MANAGE_LANGUAGES = ['en', 'nl', 'de', 'fr'] as const
export type ManageLanguage = typeof MANAGE_LANGUAGES[number]

export interface ShellWords {
  title: string
  skip: string
  nav: string
  kinds: { events: string; venues: string; organizers: string; categories: string; tags: string }
  account: string
  users: string
  signIn: string
  signInTitle: string
  login: string
  password: string
  signOut: string
  signedInAs: (name: string, role: string) => string
  roles: Record<string, string>
  loading: string
  notFound: string
  network: string
  tooMany: (seconds: number | null) => string
  expired: string
  noScript: string
  language: string
  languageNames: Record<ManageLanguage, string>
}

const languageNames = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' }

export const SHELL_WORDS: Record<ManageLanguage, ShellWords> = {
  en: {
    title: 'Calendar workspace',
    skip: 'Skip to content',
    nav: 'Workspace',
    kinds: { events: 'Events', venues: 'Venues', organizers: 'Organizers', categories: 'Categories', tags: 'Tags' },
    account: 'My account',
    users: 'Users',
    signIn: 'Sign in',
    signInTitle: 'Sign in to the calendar',
    login: 'Login',
    password: 'Password',
    signOut: 'Sign out',
    signedInAs: (name, role) => `Signed in as ${name} (${role})`,
    roles: { administrator: 'administrator', editor: 'editor', author: 'author', contributor: 'contributor', subscriber: 'subscriber' },
    loading: 'Loading…',
    notFound: 'This page does not exist.',
    network: 'The service could not be reached. Try again.',
    tooMany: (s) => s ? `Too many attempts. Try again in ${s} seconds.` : 'Too many attempts. Try again later.',
    expired: 'Your session has ended. Sign in again.',
    noScript: 'The workspace needs JavaScript.',
    language: 'Language',
    languageNames,
  },
  nl: {
    title: 'Werkruimte van de kalender',
    skip: 'Naar de inhoud',
    nav: 'Werkruimte',
    kinds: { events: 'Evenementen', venues: 'Locaties', organizers: 'Organisatoren', categories: 'Categorieën', tags: 'Tags' },
    account: 'Mijn account',
    users: 'Gebruikers',
    signIn: 'Inloggen',
    signInTitle: 'Inloggen bij de kalender',
    login: 'Gebruikersnaam',
    password: 'Wachtwoord',
    signOut: 'Uitloggen',
    signedInAs: (name, role) => `Ingelogd als ${name} (${role})`,
    roles: { administrator: 'beheerder', editor: 'redacteur', author: 'auteur', contributor: 'schrijver', subscriber: 'abonnee' },
    loading: 'Laden…',
    notFound: 'Deze pagina bestaat niet.',
    network: 'De dienst is niet bereikbaar. Probeer het opnieuw.',
    tooMany: (s) => s ? `Te veel pogingen. Probeer het over ${s} seconden opnieuw.` : 'Te veel pogingen. Probeer het later opnieuw.',
    expired: 'Je sessie is verlopen. Log opnieuw in.',
    noScript: 'De werkruimte heeft JavaScript nodig.',
    language: 'Taal',
    languageNames,
  },
  de: {
    title: 'Kalender-Arbeitsbereich',
    skip: 'Zum Inhalt springen',
    nav: 'Arbeitsbereich',
    kinds: { events: 'Veranstaltungen', venues: 'Veranstaltungsorte', organizers: 'Veranstalter', categories: 'Kategorien', tags: 'Schlagwörter' },
    account: 'Mein Konto',
    users: 'Benutzer',
    signIn: 'Anmelden',
    signInTitle: 'Beim Kalender anmelden',
    login: 'Benutzername',
    password: 'Passwort',
    signOut: 'Abmelden',
    signedInAs: (name, role) => `Angemeldet als ${name} (${role})`,
    roles: { administrator: 'Administrator', editor: 'Redakteur', author: 'Autor', contributor: 'Mitarbeiter', subscriber: 'Abonnent' },
    loading: 'Wird geladen…',
    notFound: 'Diese Seite gibt es nicht.',
    network: 'Der Dienst ist nicht erreichbar. Bitte erneut versuchen.',
    tooMany: (s) => s ? `Zu viele Versuche. Bitte in ${s} Sekunden erneut versuchen.` : 'Zu viele Versuche. Bitte später erneut versuchen.',
    expired: 'Ihre Sitzung ist abgelaufen. Bitte erneut anmelden.',
    noScript: 'Der Arbeitsbereich braucht JavaScript.',
    language: 'Sprache',
    languageNames,
  },
  fr: {
    title: 'Espace de travail du calendrier',
    skip: 'Aller au contenu',
    nav: 'Espace de travail',
    kinds: { events: 'Évènements', venues: 'Lieux', organizers: 'Organisateurs', categories: 'Catégories', tags: 'Étiquettes' },
    account: 'Mon compte',
    users: 'Utilisateurs',
    signIn: 'Se connecter',
    signInTitle: 'Se connecter au calendrier',
    login: 'Identifiant',
    password: 'Mot de passe',
    signOut: 'Se déconnecter',
    signedInAs: (name, role) => `Connecté·e : ${name} (${role})`,
    roles: { administrator: 'administrateur', editor: 'éditeur', author: 'auteur', contributor: 'contributeur', subscriber: 'abonné' },
    loading: 'Chargement…',
    notFound: 'Cette page n’existe pas.',
    network: 'Le service est injoignable. Réessayez.',
    tooMany: (s) => s ? `Trop de tentatives. Réessayez dans ${s} secondes.` : 'Trop de tentatives. Réessayez plus tard.',
    expired: 'Votre session a pris fin. Reconnectez-vous.',
    noScript: 'L’espace de travail a besoin de JavaScript.',
    language: 'Langue',
    languageNames,
  },
}

export const isManageLanguage = (value: string): value is ManageLanguage => (MANAGE_LANGUAGES as readonly string[]).includes(value)
