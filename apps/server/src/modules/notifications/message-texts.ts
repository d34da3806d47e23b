import type { Language, NotificationEvent } from '@suap/shared';

/** What one kind of message says: its subject, what happened, and what the applicant should do (and by when). */
interface EventTexts {
  subject: string;
  happened: string;
  todo: string;
}

interface MessageTexts {
  greeting: string;
  greetingNoName: string;
  openRequest: string;
  loginNote: string;
  officeContacts: string;
  officePec: string;
  officeSite: string;
  automatic: string;
  receiptAttached: string;
  events: Record<NotificationEvent, EventTexts>;
}

/**
 * Every text of the e-mails to the applicant (issue 28), in the two portal languages; a message is written in the
 * request's language. `{{name}}` placeholders are filled by render-message.ts. No text carries what the parties
 * wrote or a fiscal code: the message says what happened and links the request, whose page requires a login.
 */
export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  it: {
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Gentile richiedente,',
    openRequest: 'Apri la richiesta nel portale',
    loginNote: 'Per vedere la richiesta le sarà chiesto di accedere con SPID, CIE o eIDAS.',
    officeContacts: 'Sportello Unico per le Attività Produttive: {{suap}}',
    officePec: 'PEC: {{pec}}',
    officeSite: 'Sito: {{url}}',
    automatic: 'Messaggio inviato automaticamente dal portale SUAP: non risponda a questo indirizzo.',
    receiptAttached: 'In allegato trova la ricevuta con il riepilogo della richiesta.',
    events: {
      requestSent: {
        subject: 'Richiesta {{reference}} ricevuta',
        happened:
          'lo sportello {{suap}} ha ricevuto la sua richiesta {{reference}} ({{initiative}}), inviata il {{sentOn}}.',
        todo: 'Non deve fare altro per ora: riceverà un messaggio a ogni passo del procedimento.',
      },
      takenInCharge: {
        subject: 'Richiesta {{reference}}: procedimento avviato',
        happened:
          'la sua richiesta {{reference}} è in istruttoria. Responsabile del procedimento: {{operator}} (legge 241/1990, art. 5).',
        todo: 'Non deve fare altro per ora: se serviranno documenti le sarà chiesto con un messaggio come questo.',
      },
      integrationRequested: {
        subject: 'Richiesta {{reference}}: documenti da integrare entro il {{dueOn}}',
        happened:
          'per proseguire l’istruttoria della richiesta {{reference}} il SUAP le chiede un’integrazione.',
        todo: 'Legga la richiesta di integrazione nella pagina della richiesta e risponda entro il {{dueOn}}.',
      },
      refusalNotice: {
        subject: 'Richiesta {{reference}}: preavviso di rigetto, osservazioni entro il {{dueOn}}',
        happened:
          'il SUAP le comunica i motivi che impediscono di accogliere la richiesta {{reference}} (legge 241/1990, art. 10-bis).',
        todo: 'Può presentare osservazioni, dalla pagina della richiesta, entro il {{dueOn}}: il SUAP le valuterà prima di decidere.',
      },
      accepted: {
        subject: 'Richiesta {{reference}} accolta',
        happened: 'la sua richiesta {{reference}} è stata accolta.',
        todo: 'Il provvedimento è disponibile nella pagina della richiesta.',
      },
      rejected: {
        subject: 'Richiesta {{reference}} respinta',
        happened: 'la sua richiesta {{reference}} è stata respinta.',
        todo: 'Il provvedimento, con le motivazioni e i modi per presentare ricorso, è disponibile nella pagina della richiesta.',
      },
      termReminder: {
        subject: 'Promemoria: richiesta {{reference}}, termine del {{dueOn}}',
        happened: 'il termine per rispondere al SUAP sulla richiesta {{reference}} scade il {{dueOn}}.',
        todo: 'Se non ha ancora risposto, lo faccia dalla pagina della richiesta entro quel giorno.',
      },
    },
  },
  en: {
    greeting: 'Dear {{name}},',
    greetingNoName: 'Dear applicant,',
    openRequest: 'Open the request in the portal',
    loginNote: 'To see the request you will be asked to log in with SPID, CIE or eIDAS.',
    officeContacts: 'One-stop shop for business activities (SUAP): {{suap}}',
    officePec: 'Certified email (PEC): {{pec}}',
    officeSite: 'Website: {{url}}',
    automatic: 'This message was sent automatically by the SUAP portal: please do not reply to this address.',
    receiptAttached: 'The receipt with the summary of the request is attached.',
    events: {
      requestSent: {
        subject: 'Request {{reference}} received',
        happened:
          'the office {{suap}} has received your request {{reference}} ({{initiative}}), sent on {{sentOn}}.',
        todo: 'There is nothing else to do for now: you will receive a message at each step of the procedure.',
      },
      takenInCharge: {
        subject: 'Request {{reference}}: procedure started',
        happened:
          'your request {{reference}} is in review. Officer responsible for the procedure: {{operator}} (Law 241/1990, art. 5).',
        todo: 'There is nothing else to do for now: should documents be needed, a message like this one will ask for them.',
      },
      integrationRequested: {
        subject: 'Request {{reference}}: documents to add by {{dueOn}}',
        happened: 'to continue the review of request {{reference}}, the SUAP asks you for more documents.',
        todo: 'Read the integration request on the request’s page and answer by {{dueOn}}.',
      },
      refusalNotice: {
        subject: 'Request {{reference}}: notice of reasons for refusal, observations by {{dueOn}}',
        happened:
          'the SUAP tells you the reasons that prevent it from accepting request {{reference}} (Law 241/1990, art. 10-bis).',
        todo: 'You may send observations, from the request’s page, by {{dueOn}}: the SUAP will weigh them before deciding.',
      },
      accepted: {
        subject: 'Request {{reference}} accepted',
        happened: 'your request {{reference}} has been accepted.',
        todo: 'The decision is available on the request’s page.',
      },
      rejected: {
        subject: 'Request {{reference}} rejected',
        happened: 'your request {{reference}} has been rejected.',
        todo: 'The decision, with its reasons and how to appeal, is available on the request’s page.',
      },
      termReminder: {
        subject: 'Reminder: request {{reference}}, term ending on {{dueOn}}',
        happened: 'the term to answer the SUAP about request {{reference}} ends on {{dueOn}}.',
        todo: 'If you have not answered yet, do so from the request’s page by that day.',
      },
    },
  },
};
