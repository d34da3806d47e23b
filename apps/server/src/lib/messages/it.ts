/**
 * Italian texts of the API's error replies. en.ts has the same shape (typed as `Catalogue`), so a text missing in
 * one language fails the typecheck. `{name}` marks a parameter. Rule sentences follow the SPEC §5 wording and
 * complete "Il campo «…» …".
 */
export const it = {
  /** The short `message` of an error reply, by HTTP status. */
  titles: {
    400: 'Dati non validi',
    401: 'Accesso necessario',
    403: 'Operazione non consentita',
    404: 'Risorsa non trovata',
    405: 'Metodo non ammesso',
    406: 'Formato di risposta non disponibile',
    409: 'Conflitto',
    413: 'Richiesta troppo grande',
    415: 'Formato non supportato',
    429: 'Troppe richieste',
    500: 'Errore del servizio',
    502: 'Servizio esterno non raggiungibile',
    503: 'Servizio non disponibile',
    other: 'Errore',
  },
  /** Names of the API fields, by path without the part (body, querystring, params); the last segment also works. */
  fields: {
    body: 'corpo della richiesta',
    fiscalCode: 'codice fiscale',
    firstName: 'nome',
    lastName: 'cognome',
    email: 'e-mail',
    userEidasId: 'identificativo eIDAS',
    dateOfBirth: 'data di nascita',
    placeOfBirth: 'stato di nascita',
    cityOfBirth: 'comune di nascita',
    gender: 'sesso',
    profile: 'profilo',
    profileId: 'profilo',
    active: 'attivo',
    userId: "identificativo dell'utente",
    id: 'identificativo',
    requestId: 'numero della richiesta',
    version: 'versione della richiesta',
    action: 'azione',
    language: 'lingua',
    lang: 'lingua',
    typeOfService: 'tipo di servizio',
    typeOfServiceId: 'tipo di servizio',
    suap: 'SUAP',
    'suap.suapId': 'SUAP',
    suapId: 'SUAP',
    iniziative: 'iniziativa',
    iniziativeId: 'iniziativa',
    procedureNotification: 'recapito per le comunicazioni',
    'procedureNotification.typeId': 'tipo di recapito',
    'procedureNotification.address': 'indirizzo per le comunicazioni',
    personalData: 'dati personali',
    legalRepresentative: 'legale rappresentante',
    companyName: 'ragione sociale',
    partitaIva: 'partita IVA',
    draftExpiresOn: 'data di eliminazione della bozza',
    sessionId: 'identificativo della sessione',
    filter: 'testo di ricerca',
    page: 'pagina',
    size: 'numero di righe per pagina',
    sort: 'ordinamento',
    stateOfRequestId: 'stato della richiesta',
    regionId: 'regione',
    provinceId: 'provincia',
    municipalityId: 'comune',
    typeId: 'tipo di iniziativa',
    // The procedure's bodies (issue 27).
    assigneeUserId: 'operatore responsabile',
    message: 'messaggio',
    reason: 'motivazione',
    observationsAssessment: 'valutazione delle osservazioni',
    dueOn: 'termine per la risposta',
  },
  /** What a value must look like, by field (last path segment); `default` for any other field. */
  patterns: {
    fiscalCode:
      'deve avere 16 caratteri: 6 lettere, 2 cifre, 1 lettera, 2 cifre, 1 lettera, 3 cifre, 1 lettera (lettere maiuscole)',
    email:
      'deve essere un indirizzo e-mail: lettere, cifre, punti o trattini, poi @, il dominio e una parte finale di 2-4 caratteri',
    address:
      'deve essere un indirizzo e-mail: lettere, cifre, punti o trattini, poi @, il dominio e una parte finale di 2-4 caratteri',
    firstName: 'può contenere solo lettere (anche accentate), spazi, apostrofi e trattini',
    lastName: 'può contenere solo lettere (anche accentate), spazi, apostrofi e trattini',
    placeOfBirth: "può contenere solo lettere (anche accentate), cifre, spazi e . , ' ; : - ( / ) ?",
    cityOfBirth: "può contenere solo lettere (anche accentate), cifre, spazi e . , ' ; : - ( / ) ?",
    companyName: "può contenere solo lettere (anche accentate), cifre, spazi e . , ' ; : - ( / ) ?",
    partitaIva: 'deve essere vuota o avere esattamente 11 cifre',
    userEidasId:
      'deve avere la forma due lettere / due lettere / da 1 a 9 lettere o cifre, per esempio DE/IT/123456789',
    filter: 'può contenere solo lettere (anche accentate), cifre, spazi e apostrofi',
    dateOfBirth: 'deve essere una data nella forma GG/MM/AAAA',
    draftExpiresOn: 'deve essere una data nella forma AAAA-MM-GG',
    dueOn: 'deve essere una data nella forma AAAA-MM-GG',
    default: 'non è nella forma richiesta',
  },
  rules: {
    required: 'è obbligatorio',
    minlength: 'deve avere almeno {min} caratteri',
    'minlength-any': 'è troppo corto',
    maxlength: 'può avere al massimo {max} caratteri',
    'maxlength-any': 'è troppo lungo',
    min: 'deve essere almeno {min}',
    'min-any': 'ha un valore troppo basso',
    max: 'può essere al massimo {max}',
    'max-any': 'ha un valore troppo alto',
    'max-date': 'non può essere una data futura',
    integer: 'deve essere un numero intero',
    date: 'non è una data esistente',
    invalid: 'non ha un valore ammesso',
    unknown: 'non è un campo previsto: toglilo dalla richiesta',
    exists: 'indica un elemento che non esiste',
    type: 'indica un elemento di tipo non ammesso',
    own: 'deve essere il tuo codice fiscale',
    unique: 'è già usato da un altro utente',
    operator: 'deve indicare un amministratore o un collaboratore attivo',
    'min-date': 'deve essere una data dal {min} in poi',
    'max-date-limit': 'può essere al massimo il {max}',
  },
  /** One field's sentence: the label and the rule sentence. */
  field: 'Il campo «{label}» {rule}.',
  texts: {
    'validation.whole': 'La richiesta non è valida.',
    'http.invalid-json':
      'Il corpo della richiesta non è un JSON valido: controlla virgolette, virgole e parentesi.',
    'http.empty-json': 'Il corpo della richiesta è vuoto: invia un oggetto JSON.',
    'http.body-too-large': 'Il corpo della richiesta supera il limite di {limit} KB.',
    'http.media-type': 'Il formato {type} non è accettato: invia i dati come application/json.',
    'http.not-found': 'Il percorso {method} {url} non esiste.',
    'http.not-found-item': "L'elemento cercato non esiste.",
    'http.rate-limit': 'Hai fatto troppe richieste in poco tempo: riprova tra un minuto.',
    'http.other': 'La richiesta non può essere accettata.',
    'server.error': 'Si è verificato un errore imprevisto: riprova più tardi.',
    'server.unavailable': 'Il servizio è momentaneamente non disponibile: riprova tra qualche secondo.',
    'server.too-slow':
      "L'elenco ha richiesto troppo tempo ed è stato interrotto: restringi la ricerca (più parole, uno stato) o riprova tra qualche secondo.",
    'server.bad-value': "Un valore indicato è fuori dall'intervallo ammesso o non è nella forma richiesta.",
    'auth.login-required': 'Accedi per usare questo servizio.',
    'auth.session-ended': 'La sessione è terminata per inattività: accedi di nuovo.',
    'auth.inactive': "Il tuo utente non è attivo: contatta l'ufficio.",
    'auth.profile': 'Il tuo profilo non consente questa operazione.',
    'auth.forbidden': 'Non puoi eseguire questa operazione.',
    'csrf.missing':
      'Manca il codice di sicurezza della pagina (intestazione {header} con il valore del cookie {cookie}): ricarica la pagina e riprova.',
    'csrf.mismatch':
      'Il codice di sicurezza della pagina (intestazione {header}) non corrisponde al cookie {cookie}: ricarica la pagina e riprova.',
    'csrf.other-session':
      'Il codice di sicurezza della pagina (intestazione {header}) non appartiene a questa sessione: ricarica la pagina e riprova.',
    'request.not-found': 'La richiesta non esiste.',
    'request.stale-version':
      'La richiesta è stata modificata altrove nel frattempo: ricaricala per vedere la versione attuale.',
    'request.read-only':
      'La richiesta è nello stato «{state}»: solo una bozza si può modificare, inviare o eliminare.',
    'request.invalid-fields': 'Alcuni dati della richiesta non sono validi.',
    'session.none-to-revoke': "Non c'è una sessione da chiudere.",
    'session.none-to-extend': "Non c'è una sessione da prolungare: accedi di nuovo.",
    'session.current': 'È la sessione che stai usando: per terminarla esci dal portale.',
    'login.state-mismatch': "Il parametro state non corrisponde all'accesso in corso: ricomincia l'accesso.",
    'identity.needs-matching-login':
      "L'abbinamento dell'identità richiede prima un accesso con un'identità senza codice fiscale.",
    'identity.not-waiting': "Questa sessione non è in attesa dell'abbinamento dell'identità.",
    'identity.eidas-linked': 'Questa identità eIDAS è già abbinata a un altro codice fiscale.',
    'identity.fiscal-code-linked': "Questo codice fiscale è già abbinato a un'altra identità eIDAS.",
    'userinfo.own': 'Puoi leggere solo le informazioni del tuo utente.',
    'requests.own-list': 'Puoi vedere solo le tue richieste.',
    'legal-rep.login': 'Accedi per verificare un rappresentante legale.',
    'legal-rep.own': 'Puoi verificare solo il tuo codice fiscale.',
    'legal-rep.ipa': 'Il codice IPA deve essere quello di questo portale ({ipa}).',
    'check.unavailable': 'Il servizio di verifica non risponde: riprova più tardi.',
    'procedure.not-sent': "La richiesta non è stata inviata: il procedimento inizia con l'invio.",
    'procedure.read-only-profile':
      'Il tuo profilo può consultare le richieste ma non agire su di esse: serve un amministratore o un collaboratore.',
    'procedure.forbidden-admin': 'Solo un amministratore può assegnare una richiesta.',
    'procedure.forbidden-operator':
      'Solo un amministratore o un collaboratore può prendere in carico una richiesta.',
    'procedure.forbidden-responsible':
      "Solo l'operatore responsabile della richiesta può farlo: chiedi a un amministratore di assegnartela.",
    'procedure.invalid-state': 'La richiesta è nello stato «{state}»: ora non è possibile {action}.',
    'procedure.term-open':
      'Il cittadino ha tempo fino al {dueOn} per rispondere: non è possibile {action} prima che il termine scada o che arrivi la risposta.',
    'procedure.term-expired': 'Il termine per rispondere è scaduto il {dueOn}: non è più possibile {action}.',
    'procedure.action.send': 'inviarla',
    'procedure.action.delete': 'eliminarla',
    'procedure.action.takeInCharge': 'prenderla in carico',
    'procedure.action.assign': 'assegnarla',
    'procedure.action.requestIntegration': "chiedere un'integrazione",
    'procedure.action.accept': 'accoglierla',
    'procedure.action.startRefusal': 'avviare il preavviso di rigetto',
    'procedure.action.reject': 'respingerla',
    'procedure.action.answerIntegration': "inviare l'integrazione",
    'procedure.action.submitObservations': 'inviare osservazioni',
    'procedure.action.withdraw': 'ritirarla',
    'procedure.action.expireTerm': 'segnare il termine come scaduto',
    'procedure.action.backOfficeNotice': 'registrare una comunicazione del back office',
    'attachment.no-file':
      'Nessun file ricevuto: invia il documento nel campo «file» di un modulo multipart/form-data.',
    'attachment.empty': 'Il file «{name}» è vuoto.',
    'attachment.too-large': 'Il file «{name}» supera la dimensione massima di {limit} per documento.',
    'attachment.request-too-large':
      'Con il file «{name}» i documenti della richiesta supererebbero {limit} in tutto: rimuovine qualcuno o riduci il file.',
    'attachment.type':
      'Il file «{name}» non è di un tipo ammesso: si accettano PDF (anche PDF/A), file firmati .p7m, immagini JPEG e PNG.',
    'attachment.type-mismatch':
      'Il contenuto del file «{name}» è {detected}, ma il nome dice altro: rinomina il file con l’estensione giusta ({extensions}).',
    'attachment.truncated': 'Il file «{name}» è incompleto o danneggiato: caricalo di nuovo.',
    'attachment.malware':
      'Il file «{name}» contiene un programma dannoso ({signature}) ed è stato rifiutato.',
    'attachment.scanner-unavailable':
      'Il controllo antivirus non risponde: il file «{name}» non è stato salvato. Riprova più tardi.',
    'attachment.not-changeable':
      'Ora non puoi aggiungere o rimuovere documenti: si può farlo su una bozza o quando il SUAP chiede un’integrazione o ti comunica un preavviso di rigetto, fino alla scadenza.',
    'attachment.handed-in':
      'Il documento è già stato consegnato con la richiesta o con la risposta: non si può rimuovere.',
    'attachment.not-found': 'Il documento non esiste.',
    'attachment.integrity':
      'Il documento salvato non corrisponde più all’impronta registrata al caricamento: non viene consegnato. Avvisa il SUAP.',
  },
};

export type Catalogue = typeof it;
