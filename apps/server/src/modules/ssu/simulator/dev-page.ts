import type { Language } from '@suap/shared';
import { devPage } from '../../../lib/dev-page.js';
import { html, type SafeHtml } from '../../../lib/html.js';
import { NOTIFY_EVENTS } from '../ssu-schemas.js';
import { TEXTS } from './dev-page-texts.js';
import { DOCUMENT_CHOICES } from './drive-actions.js';
import { RETRANSMITTED_OPERATIONS, type SimulatorState } from './simulator-state.js';

export const SSU_PAGE_PATH = '/dev/ssu';

type InstanceView = ReturnType<SimulatorState['snapshot']>['instances'][number];

/** The document choice of a form, described by the hint that says which calls carry one. */
function documentSelect(lang: Language, id: string): SafeHtml {
  const t = TEXTS[lang];
  return html`<label for="document-${id}">${t.document}</label>
    <select id="document-${id}" name="document" aria-describedby="document-hint-${id}">
      ${DOCUMENT_CHOICES.map((choice) => html`<option value="${choice}">${t.choices[choice]}</option>`)}
    </select>
    <p id="document-hint-${id}">${t.documentHint}</p>`;
}

/** The retries the front office asked for, and a button per operation to send its last body again. */
function retriesPart(lang: Language, instance: InstanceView, action: string): SafeHtml | null {
  const t = TEXTS[lang];
  if (!instance.retriesAsked.length) return null;
  const again = RETRANSMITTED_OPERATIONS.filter(
    (operation) =>
      instance.lastSent[operation] && instance.retriesAsked.some((retry) => retry.operation === operation),
  );
  return html`<table>
      <caption>
        ${t.retries}
      </caption>
      <thead>
        <tr>
          <th scope="col">${t.operation}</th>
          <th scope="col">${t.errorCode}</th>
          <th scope="col">${t.errorMessage}</th>
          <th scope="col">${t.askedAt}</th>
        </tr>
      </thead>
      <tbody>
        ${instance.retriesAsked.map(
          (retry) =>
            html`<tr>
              <td>${retry.operation}</td>
              <td>${retry.error?.code ?? '—'}</td>
              <td>${retry.error?.message ?? '—'}</td>
              <td>${retry.at}</td>
            </tr>`,
        )}
      </tbody>
    </table>
    ${again.map(
      (operation) =>
        html`<form method="post" action="${action}">
          <input type="hidden" name="operation" value="retransmit" />
          <input type="hidden" name="retried" value="${operation}" />
          <button type="submit">${t.retransmit}: ${operation}</button>
        </form>`,
    )}`;
}

function instanceSection(lang: Language, instance: InstanceView): SafeHtml {
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
  const issued = instance.issued.length
    ? instance.issued.map((document) => `${document.resourceId} (${document.size} B)`).join('; ')
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
      <dt>${t.issued}</dt>
      <dd>${issued}</dd>
    </dl>
    ${retriesPart(lang, instance, action)}
    <h4>${t.act}</h4>
    ${(['request_integration', 'request_correction'] as const).map(
      (operation) =>
        html`<form method="post" action="${action}">
          <fieldset>
            <legend>${operation === 'request_integration' ? t.integration : t.correction}</legend>
            <input type="hidden" name="operation" value="${operation}" />
            <label for="${operation}-${id}">${t.text}</label>
            <textarea id="${operation}-${id}" name="text" rows="2" required></textarea>
            ${operation === 'request_integration' ? documentSelect(lang, `${operation}-${id}`) : null}
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
        ${documentSelect(lang, `notify-${id}`)}
        <button type="submit">${t.send}</button>
      </fieldset>
    </form>
  </section>`;
}

/**
 * The simulator as a page: outage switch, the instances received with the documents issued, the retries asked
 * and the back office's actions, the audits.
 */
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
