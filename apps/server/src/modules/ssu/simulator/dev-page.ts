import type { Language } from '@suap/shared';
import { devPage } from '../../../lib/dev-page.js';
import { html, type SafeHtml } from '../../../lib/html.js';
import { NOTIFY_EVENTS } from '../ssu-schemas.js';
import type { SimulatorState } from './simulator-state.js';

export const SSU_PAGE_PATH = '/dev/ssu';

const TEXTS = {
  it: {
    title: 'Sistema degli Sportelli Unici: simulatore di sviluppo',
    intro:
      'Il catalogo SSU, il back office del SUAP e la PDND simulati, con cui il portale scambia le istanze inviate come prevedono le specifiche tecniche AgID del DPR 160/2010. Questa pagina non esiste in produzione.',
    outage: 'Disservizio simulato',
    outageOn: 'Catalogo e back office rispondono 503 a ogni chiamata.',
    outageOff: 'Catalogo e back office rispondono normalmente.',
    switchOn: 'Simula un disservizio',
    switchOff: 'Termina il disservizio',
    instances: 'Istanze ricevute dal back office',
    none: 'Nessuna istanza ricevuta: invia una pratica dal portale.',
    cui: 'CUI',
    municipality: 'Comune (ISTAT)',
    useCase: 'Fattispecie',
    sends: 'Invii ricevuti',
    receipt: 'Data della ricevuta',
    documents: 'Documenti scaricati',
    hashOk: 'impronta verificata',
    hashBad: 'impronta NON corrispondente',
    act: 'Azioni del back office sull’istanza',
    integration: 'Richiedi integrazione',
    correction: 'Richiedi regolarizzazione',
    text: 'Testo della richiesta',
    notify: 'Notifica un evento',
    event: 'Evento',
    send: 'Invia',
    audits: 'Audit ricevuti dal catalogo',
    message: 'Messaggio',
    time: 'Momento dell’evento',
    result: 'Risposta del front office: HTTP {{status}} {{code}}',
  },
  en: {
    title: 'National SUAP system: development simulator',
    intro:
      'The simulated SSU catalogue, SUAP back office and PDND the portal exchanges its sent requests with, as the AgID technical specifications of DPR 160/2010 prescribe. This page does not exist in production.',
    outage: 'Simulated outage',
    outageOn: 'The catalogue and the back office answer 503 to every call.',
    outageOff: 'The catalogue and the back office answer normally.',
    switchOn: 'Simulate an outage',
    switchOff: 'End the outage',
    instances: 'Instances the back office received',
    none: 'No instance received: send a request from the portal.',
    cui: 'CUI',
    municipality: 'Municipality (ISTAT)',
    useCase: 'Use case',
    sends: 'Sends received',
    receipt: 'Receipt date',
    documents: 'Documents fetched',
    hashOk: 'hash verified',
    hashBad: 'hash NOT matching',
    act: 'Back-office actions on the instance',
    integration: 'Request documents (integration)',
    correction: 'Request a correction',
    text: 'Text of the request',
    notify: 'Notify an event',
    event: 'Event',
    send: 'Send',
    audits: 'Audits the catalogue received',
    message: 'Message',
    time: 'Time of the event',
    result: 'Front office’s answer: HTTP {{status}} {{code}}',
  },
} as const;

function instanceSection(
  lang: Language,
  instance: ReturnType<SimulatorState['snapshot']>['instances'][number],
): SafeHtml {
  const t = TEXTS[lang];
  const id = instance.cui.uuid;
  const action = `${SSU_PAGE_PATH}/backoffice/instances/${id}/form?lang=${lang}`;
  const documents = instance.documents.length
    ? instance.documents
        .map(
          (document) =>
            `${document.resourceId} (${document.size} B, ${document.hashMatches ? t.hashOk : t.hashBad})`,
        )
        .join('; ')
    : '—';
  return html`<section aria-labelledby="cui-${id}">
    <h3 id="cui-${id}">${instance.cui.context} ${instance.cui.progressive} <small>(${id})</small></h3>
    <dl>
      <dt>${t.municipality}</dt>
      <dd>${instance.descriptor.municipality}</dd>
      <dt>${t.useCase}</dt>
      <dd>${instance.descriptor.usecase_proceedings[0]?.code ?? ''}</dd>
      <dt>${t.sends}</dt>
      <dd>${instance.sends}</dd>
      <dt>${t.receipt}</dt>
      <dd>${instance.receiptOn ?? '—'}</dd>
      <dt>${t.documents}</dt>
      <dd>${documents}</dd>
    </dl>
    <h4>${t.act}</h4>
    ${(['request_integration', 'request_correction'] as const).map(
      (operation) =>
        html`<form method="post" action="${action}">
          <fieldset>
            <legend>${operation === 'request_integration' ? t.integration : t.correction}</legend>
            <input type="hidden" name="operation" value="${operation}" />
            <label for="${operation}-${id}">${t.text}</label>
            <textarea id="${operation}-${id}" name="text" rows="2" required></textarea>
            <button type="submit">${t.send}</button>
          </fieldset>
        </form>`,
    )}
    <form method="post" action="${action}">
      <fieldset>
        <legend>${t.notify}</legend>
        <input type="hidden" name="operation" value="notify" />
        <label for="event-${id}">${t.event}</label>
        <select id="event-${id}" name="event">
          ${NOTIFY_EVENTS.map((event) => html`<option value="${event}">${event}</option>`)}
        </select>
        <button type="submit">${t.send}</button>
      </fieldset>
    </form>
  </section>`;
}

/** The simulator as a page: outage switch, the instances received with their actions, the audits. */
export function ssuSimulatorPage(
  lang: Language,
  state: SimulatorState,
  result?: { status: string; code: string },
): string {
  const t = TEXTS[lang];
  const { instances, audits } = state.snapshot();
  const status = result
    ? html`<p class="status" role="status">
        ${t.result.replace('{{status}}', result.status).replace('{{code}}', result.code)}
      </p>`
    : null;
  const body = html`<h1>${t.title}</h1>
    <p>${t.intro}</p>
    ${status}
    <h2>${t.outage}</h2>
    <form method="post" action="${SSU_PAGE_PATH}/outage?lang=${lang}">
      <p>${state.unavailable ? t.outageOn : t.outageOff}</p>
      <input type="hidden" name="unavailable" value="${state.unavailable ? 'false' : 'true'}" />
      <button type="submit">${state.unavailable ? t.switchOff : t.switchOn}</button>
    </form>
    <h2>${t.instances}</h2>
    ${instances.length ? [...instances].reverse().map((instance) => instanceSection(lang, instance)) : html`<p>${t.none}</p>`}
    <h2>${t.audits}</h2>
    <table>
      <thead>
        <tr>
          <th scope="col">${t.cui}</th>
          <th scope="col">${t.message}</th>
          <th scope="col">${t.time}</th>
        </tr>
      </thead>
      <tbody>
        ${audits.map(
          (audit) =>
            html`<tr>
              <td>${audit.cuiUuid}</td>
              <td>${audit.message}</td>
              <td>${audit.eventTime}</td>
            </tr>`,
        )}
      </tbody>
    </table>`;
  return devPage(lang, t.title, SSU_PAGE_PATH, body);
}
