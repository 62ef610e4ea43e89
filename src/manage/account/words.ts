// The account and users views' words in the four languages of the workspace (the shell's are in ../i18n.ts).
import type { ManageLanguage } from '../i18n.js'

export interface AccountWords {
  title: string
  nameSection: string
  name: string
  nameHelp: string
  save: string
  saved: string
  passwordSection: string
  currentPassword: string
  newPassword: string
  newPasswordHelp: (min: number) => string
  repeatPassword: string
  mismatch: string
  tooShort: (min: number) => string
  changePassword: string
  passwordChanged: string
  tokensSection: string
  tokensHelp: string
  noTokens: string
  label: string
  labelHelp: string
  created: string
  state: string
  active: string
  revokedAt: (when: string) => string
  revoke: string
  revokeToken: (label: string) => string
  revokeQuestion: (label: string) => string
  revoked: string
  cancel: string
  createToken: string
  tokenOnceTitle: string
  tokenOnceHelp: string
  tokenValue: string
  copy: string
  copied: string
  copyFailed: string
  hide: string
  unnamed: string
  users: string
  addUser: string
  newUser: string
  login: string
  loginHelp: string
  role: string
  password: string
  passwordOptional: string
  setPassword: string
  setPasswordHelp: string
  hasPassword: string
  activeTokens: string
  yes: string
  no: string
  created1: string
  userCreated: string
  userSaved: string
  protectedRole: string
  ownPassword: string
  deleteSection: string
  deleteUser: string
  deleteQuestion: (login: string) => string
  reassign: string
  reassignHelp: string
  deleted: (login: string) => string
  protectedDelete: string
  fixFields: string
  back: string
}

export const ACCOUNT_WORDS: Record<ManageLanguage, AccountWords> = {
  en: {
    title: 'My account',
    nameSection: 'Name',
    name: 'Display name',
    nameHelp: 'Shown to other people. At most 100 characters, no < or >.',
    save: 'Save',
    saved: 'Saved.',
    passwordSection: 'Password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordHelp: (min) => `At least ${min} characters. Every other session of yours ends.`,
    repeatPassword: 'Repeat the new password',
    mismatch: 'The two new passwords differ.',
    tooShort: (min) => `At least ${min} characters.`,
    changePassword: 'Change password',
    passwordChanged: 'Password changed. Every other session has been signed out.',
    tokensSection: 'Tokens',
    tokensHelp: 'A token lets a program use the API as this user (Authorization: Bearer …).',
    noTokens: 'No tokens yet.',
    label: 'Label',
    labelHelp: 'What the token is for. At most 100 characters, no < or >.',
    created: 'Created',
    state: 'State',
    active: 'active',
    revokedAt: (when) => `revoked ${when}`,
    revoke: 'Revoke',
    revokeToken: (label) => `Revoke token ${label}`,
    revokeQuestion: (label) => `Revoke the token “${label}”? Programs using it stop working at once.`,
    revoked: 'The token was revoked.',
    cancel: 'Cancel',
    createToken: 'Create token',
    tokenOnceTitle: 'Your new token — copy it now',
    tokenOnceHelp: 'It is shown only this once. When you leave this page it cannot be shown again.',
    tokenValue: 'Token',
    copy: 'Copy',
    copied: 'Copied to the clipboard.',
    copyFailed: 'Could not copy: select the token and copy it yourself.',
    hide: 'I have copied it',
    unnamed: '(no label)',
    users: 'Users',
    addUser: 'Add a user',
    newUser: 'New user',
    login: 'Login',
    loginHelp: '1–60 letters, digits and . _ @ -, starting with a letter or digit.',
    role: 'Role',
    password: 'Password',
    passwordOptional: 'Optional: without one the user cannot sign in until a password is set.',
    setPassword: 'New password',
    setPasswordHelp: 'Leave empty to keep the password. A new one signs the user out everywhere.',
    hasPassword: 'Password',
    activeTokens: 'Active tokens',
    yes: 'yes',
    no: 'no',
    created1: 'Created',
    userCreated: 'The user was added.',
    userSaved: 'The user was saved.',
    protectedRole: 'Your own role and that of user 1 cannot be changed here.',
    ownPassword: 'Change your own password under My account.',
    deleteSection: 'Delete',
    deleteUser: 'Delete user',
    deleteQuestion: (login) => `Delete the user ${login}, with their tokens and sessions?`,
    reassign: 'Give their events, venues and organizers to',
    reassignHelp: 'Needed when the user has records.',
    deleted: (login) => `The user ${login} was deleted.`,
    protectedDelete: 'User 1 and your own account cannot be deleted.',
    fixFields: 'Some fields need attention.',
    back: 'All users',
  },
  nl: {
    title: 'Mijn account',
    nameSection: 'Naam',
    name: 'Weergavenaam',
    nameHelp: 'Zichtbaar voor anderen. Hoogstens 100 tekens, geen < of >.',
    save: 'Opslaan',
    saved: 'Opgeslagen.',
    passwordSection: 'Wachtwoord',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    newPasswordHelp: (min) => `Minstens ${min} tekens. Al je andere sessies worden beëindigd.`,
    repeatPassword: 'Herhaal het nieuwe wachtwoord',
    mismatch: 'De twee nieuwe wachtwoorden verschillen.',
    tooShort: (min) => `Minstens ${min} tekens.`,
    changePassword: 'Wachtwoord wijzigen',
    passwordChanged: 'Wachtwoord gewijzigd. Alle andere sessies zijn uitgelogd.',
    tokensSection: 'Tokens',
    tokensHelp: 'Met een token gebruikt een programma de API als deze gebruiker (Authorization: Bearer …).',
    noTokens: 'Nog geen tokens.',
    label: 'Omschrijving',
    labelHelp: 'Waarvoor het token dient. Hoogstens 100 tekens, geen < of >.',
    created: 'Aangemaakt',
    state: 'Status',
    active: 'actief',
    revokedAt: (when) => `ingetrokken ${when}`,
    revoke: 'Intrekken',
    revokeToken: (label) => `Token ${label} intrekken`,
    revokeQuestion: (label) => `Het token „${label}” intrekken? Programma’s die het gebruiken werken meteen niet meer.`,
    revoked: 'Het token is ingetrokken.',
    cancel: 'Annuleren',
    createToken: 'Token aanmaken',
    tokenOnceTitle: 'Je nieuwe token — kopieer het nu',
    tokenOnceHelp: 'Het wordt maar één keer getoond. Verlaat je deze pagina, dan is het niet meer te zien.',
    tokenValue: 'Token',
    copy: 'Kopiëren',
    copied: 'Gekopieerd naar het klembord.',
    copyFailed: 'Kopiëren lukte niet: selecteer het token en kopieer het zelf.',
    hide: 'Ik heb het gekopieerd',
    unnamed: '(geen omschrijving)',
    users: 'Gebruikers',
    addUser: 'Gebruiker toevoegen',
    newUser: 'Nieuwe gebruiker',
    login: 'Gebruikersnaam',
    loginHelp: '1–60 letters, cijfers en . _ @ -, beginnend met een letter of cijfer.',
    role: 'Rol',
    password: 'Wachtwoord',
    passwordOptional: 'Optioneel: zonder wachtwoord kan de gebruiker pas inloggen als er een is ingesteld.',
    setPassword: 'Nieuw wachtwoord',
    setPasswordHelp: 'Leeg laten om het wachtwoord te houden. Een nieuw wachtwoord logt de gebruiker overal uit.',
    hasPassword: 'Wachtwoord',
    activeTokens: 'Actieve tokens',
    yes: 'ja',
    no: 'nee',
    created1: 'Aangemaakt',
    userCreated: 'De gebruiker is toegevoegd.',
    userSaved: 'De gebruiker is opgeslagen.',
    protectedRole: 'Je eigen rol en die van gebruiker 1 kun je hier niet wijzigen.',
    ownPassword: 'Je eigen wachtwoord wijzig je onder Mijn account.',
    deleteSection: 'Verwijderen',
    deleteUser: 'Gebruiker verwijderen',
    deleteQuestion: (login) => `De gebruiker ${login} verwijderen, met tokens en sessies?`,
    reassign: 'Evenementen, locaties en organisatoren overdragen aan',
    reassignHelp: 'Nodig als de gebruiker records heeft.',
    deleted: (login) => `De gebruiker ${login} is verwijderd.`,
    protectedDelete: 'Gebruiker 1 en je eigen account kunnen niet worden verwijderd.',
    fixFields: 'Sommige velden moeten worden aangepast.',
    back: 'Alle gebruikers',
  },
  de: {
    title: 'Mein Konto',
    nameSection: 'Name',
    name: 'Anzeigename',
    nameHelp: 'Für andere sichtbar. Höchstens 100 Zeichen, kein < oder >.',
    save: 'Speichern',
    saved: 'Gespeichert.',
    passwordSection: 'Passwort',
    currentPassword: 'Aktuelles Passwort',
    newPassword: 'Neues Passwort',
    newPasswordHelp: (min) => `Mindestens ${min} Zeichen. Alle Ihre anderen Sitzungen enden.`,
    repeatPassword: 'Neues Passwort wiederholen',
    mismatch: 'Die beiden neuen Passwörter stimmen nicht überein.',
    tooShort: (min) => `Mindestens ${min} Zeichen.`,
    changePassword: 'Passwort ändern',
    passwordChanged: 'Passwort geändert. Alle anderen Sitzungen wurden abgemeldet.',
    tokensSection: 'Tokens',
    tokensHelp: 'Mit einem Token nutzt ein Programm die API als dieser Benutzer (Authorization: Bearer …).',
    noTokens: 'Noch keine Tokens.',
    label: 'Bezeichnung',
    labelHelp: 'Wofür das Token dient. Höchstens 100 Zeichen, kein < oder >.',
    created: 'Erstellt',
    state: 'Status',
    active: 'aktiv',
    revokedAt: (when) => `widerrufen ${when}`,
    revoke: 'Widerrufen',
    revokeToken: (label) => `Token ${label} widerrufen`,
    revokeQuestion: (label) => `Das Token „${label}“ widerrufen? Programme, die es nutzen, funktionieren sofort nicht mehr.`,
    revoked: 'Das Token wurde widerrufen.',
    cancel: 'Abbrechen',
    createToken: 'Token erstellen',
    tokenOnceTitle: 'Ihr neues Token – jetzt kopieren',
    tokenOnceHelp: 'Es wird nur dieses eine Mal angezeigt. Wenn Sie diese Seite verlassen, ist es nicht mehr zu sehen.',
    tokenValue: 'Token',
    copy: 'Kopieren',
    copied: 'In die Zwischenablage kopiert.',
    copyFailed: 'Kopieren fehlgeschlagen: Token markieren und selbst kopieren.',
    hide: 'Ich habe es kopiert',
    unnamed: '(ohne Bezeichnung)',
    users: 'Benutzer',
    addUser: 'Benutzer hinzufügen',
    newUser: 'Neuer Benutzer',
    login: 'Benutzername',
    loginHelp: '1–60 Buchstaben, Ziffern und . _ @ -, beginnend mit Buchstabe oder Ziffer.',
    role: 'Rolle',
    password: 'Passwort',
    passwordOptional: 'Optional: ohne Passwort kann sich der Benutzer erst anmelden, wenn eines gesetzt ist.',
    setPassword: 'Neues Passwort',
    setPasswordHelp: 'Leer lassen, um das Passwort zu behalten. Ein neues meldet den Benutzer überall ab.',
    hasPassword: 'Passwort',
    activeTokens: 'Aktive Tokens',
    yes: 'ja',
    no: 'nein',
    created1: 'Erstellt',
    userCreated: 'Der Benutzer wurde hinzugefügt.',
    userSaved: 'Der Benutzer wurde gespeichert.',
    protectedRole: 'Ihre eigene Rolle und die von Benutzer 1 können hier nicht geändert werden.',
    ownPassword: 'Ihr eigenes Passwort ändern Sie unter Mein Konto.',
    deleteSection: 'Löschen',
    deleteUser: 'Benutzer löschen',
    deleteQuestion: (login) => `Den Benutzer ${login} mit Tokens und Sitzungen löschen?`,
    reassign: 'Veranstaltungen, Orte und Veranstalter übergeben an',
    reassignHelp: 'Nötig, wenn der Benutzer Einträge hat.',
    deleted: (login) => `Der Benutzer ${login} wurde gelöscht.`,
    protectedDelete: 'Benutzer 1 und Ihr eigenes Konto können nicht gelöscht werden.',
    fixFields: 'Einige Felder müssen korrigiert werden.',
    back: 'Alle Benutzer',
  },
  fr: {
    title: 'Mon compte',
    nameSection: 'Nom',
    name: 'Nom affiché',
    nameHelp: 'Visible par les autres. 100 caractères au plus, sans < ni >.',
    save: 'Enregistrer',
    saved: 'Enregistré.',
    passwordSection: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    newPasswordHelp: (min) => `Au moins ${min} caractères. Toutes vos autres sessions prennent fin.`,
    repeatPassword: 'Répétez le nouveau mot de passe',
    mismatch: 'Les deux nouveaux mots de passe diffèrent.',
    tooShort: (min) => `Au moins ${min} caractères.`,
    changePassword: 'Changer le mot de passe',
    passwordChanged: 'Mot de passe changé. Toutes les autres sessions ont été fermées.',
    tokensSection: 'Jetons',
    tokensHelp: 'Un jeton permet à un programme d’utiliser l’API au nom de cet utilisateur (Authorization: Bearer …).',
    noTokens: 'Aucun jeton pour l’instant.',
    label: 'Libellé',
    labelHelp: 'À quoi sert le jeton. 100 caractères au plus, sans < ni >.',
    created: 'Créé',
    state: 'État',
    active: 'actif',
    revokedAt: (when) => `révoqué ${when}`,
    revoke: 'Révoquer',
    revokeToken: (label) => `Révoquer le jeton ${label}`,
    revokeQuestion: (label) => `Révoquer le jeton « ${label} » ? Les programmes qui l’utilisent cessent aussitôt de fonctionner.`,
    revoked: 'Le jeton a été révoqué.',
    cancel: 'Annuler',
    createToken: 'Créer un jeton',
    tokenOnceTitle: 'Votre nouveau jeton — copiez-le maintenant',
    tokenOnceHelp: 'Il n’est affiché qu’une seule fois. Une fois cette page quittée, il ne peut plus être affiché.',
    tokenValue: 'Jeton',
    copy: 'Copier',
    copied: 'Copié dans le presse-papiers.',
    copyFailed: 'Copie impossible : sélectionnez le jeton et copiez-le vous-même.',
    hide: 'Je l’ai copié',
    unnamed: '(sans libellé)',
    users: 'Utilisateurs',
    addUser: 'Ajouter un utilisateur',
    newUser: 'Nouvel utilisateur',
    login: 'Identifiant',
    loginHelp: '1 à 60 lettres, chiffres et . _ @ -, commençant par une lettre ou un chiffre.',
    role: 'Rôle',
    password: 'Mot de passe',
    passwordOptional: 'Facultatif : sans mot de passe, l’utilisateur ne peut se connecter qu’une fois qu’il en a un.',
    setPassword: 'Nouveau mot de passe',
    setPasswordHelp: 'Laisser vide pour garder le mot de passe. Un nouveau déconnecte l’utilisateur partout.',
    hasPassword: 'Mot de passe',
    activeTokens: 'Jetons actifs',
    yes: 'oui',
    no: 'non',
    created1: 'Créé',
    userCreated: 'L’utilisateur a été ajouté.',
    userSaved: 'L’utilisateur a été enregistré.',
    protectedRole: 'Votre propre rôle et celui de l’utilisateur 1 ne se changent pas ici.',
    ownPassword: 'Changez votre propre mot de passe sous Mon compte.',
    deleteSection: 'Supprimer',
    deleteUser: 'Supprimer l’utilisateur',
    deleteQuestion: (login) => `Supprimer l’utilisateur ${login}, avec ses jetons et ses sessions ?`,
    reassign: 'Donner ses évènements, lieux et organisateurs à',
    reassignHelp: 'Nécessaire si l’utilisateur a des fiches.',
    deleted: (login) => `L’utilisateur ${login} a été supprimé.`,
    protectedDelete: 'L’utilisateur 1 et votre propre compte ne peuvent pas être supprimés.',
    fixFields: 'Certains champs sont à corriger.',
    back: 'Tous les utilisateurs',
  },
}
