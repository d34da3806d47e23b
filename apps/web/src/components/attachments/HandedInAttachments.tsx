import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDateTime, type Attachment, type HistoryEntry } from '@suap/shared';
import type { AttachmentScope } from '../../lib/api/attachments';
import { AttachmentList, NotScannedNote } from './AttachmentList';
import { useAttachmentDownload } from './use-attachment-download';

/** The steps that hand documents in, each named in the group's heading. */
const HANDING_IN = ['send', 'answerIntegration', 'submitObservations'] as const;
type HandingIn = (typeof HANDING_IN)[number];
const handsIn = (action: HistoryEntry['action']): action is HandingIn =>
  (HANDING_IN as readonly string[]).includes(action);

interface Group {
  key: string;
  title: string;
  attachments: Attachment[];
}

interface Grouped {
  groups: Group[];
  /** Documents of a step the history does not show (yet) while it is being read: they wait, with no heading. */
  waiting: number;
}

const fromBackOffice = (attachment: Attachment) => attachment.stage === 'backOffice';

/**
 * The handed-in documents by the step that handed them in, in the order of the history: those sent with the
 * request first, then each answer's. The documents the SUAP's back office sent through the national system (issue
 * 30) are grouped under their step as well, with their own heading: they are not the citizen's. A step the history
 * does not show gathers the rest under one heading, once the history is known (one for the citizen's, one for the
 * back office's): while it is read (`historyLoading`: the first time, or again after an answer) those documents
 * wait instead, so that no wrong heading flashes before the right one.
 */
export function handedInGroups(
  attachments: readonly Attachment[],
  history: readonly HistoryEntry[] | undefined,
  t: TFunction,
  historyLoading = history === undefined,
): Grouped {
  const byStep = new Map<number, Attachment[]>();
  for (const attachment of attachments) {
    if (attachment.historyId === null) continue;
    byStep.set(attachment.historyId, [...(byStep.get(attachment.historyId) ?? []), attachment]);
  }
  const groups: Group[] = [];
  for (const entry of history ?? []) {
    const found = byStep.get(entry.historyId);
    if (!found) continue;
    byStep.delete(entry.historyId);
    const citizens = found.filter((attachment) => !fromBackOffice(attachment));
    const backOffice = found.filter(fromBackOffice);
    if (citizens.length > 0)
      groups.push({
        key: String(entry.historyId),
        title: handsIn(entry.action)
          ? t(`attachments.groups.${entry.action}`, { date: formatDateTime(entry.at) })
          : t('attachments.groups.other'),
        attachments: citizens,
      });
    if (backOffice.length > 0)
      groups.push({
        key: `${entry.historyId}-backOffice`,
        title: t('attachments.groups.backOffice', { date: formatDateTime(entry.at) }),
        attachments: backOffice,
      });
  }
  const rest = [...byStep.values()].flat();
  if (historyLoading) return { groups, waiting: rest.length };
  const otherCitizens = rest.filter((attachment) => !fromBackOffice(attachment));
  const otherBackOffice = rest.filter(fromBackOffice);
  if (otherCitizens.length > 0)
    groups.push({ key: 'other', title: t('attachments.groups.other'), attachments: otherCitizens });
  if (otherBackOffice.length > 0)
    groups.push({
      key: 'backOffice-other',
      title: t('attachments.groups.backOffice-other'),
      attachments: otherBackOffice,
    });
  return { groups, waiting: 0 };
}

function GroupList({ group, scanned, onDownload, headingLevel }: GroupListProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="suap-attachment-group">
      <Heading id={id} className="h6 mb-2">
        {group.title}
      </Heading>
      <AttachmentList
        attachments={group.attachments}
        scanned={scanned}
        scanNote={false}
        onDownload={onDownload}
        emptyText=""
        labelledBy={id}
      />
    </div>
  );
}

interface GroupListProps {
  group: Group;
  scanned: boolean;
  onDownload: (attachment: Attachment) => void;
  headingLevel: 3 | 4;
}

export interface HandedInAttachmentsProps {
  scope: AttachmentScope;
  requestId: number;
  attachments: readonly Attachment[];
  scanned: boolean;
  /** The request's history: it names and orders the steps that handed the documents in; undefined until read. */
  history: readonly HistoryEntry[] | undefined;
  /**
   * The history is being read (by default: while it is undefined). Documents of a step it does not show yet wait
   * for it under no heading, rather than under "Other documents" for a moment.
   */
  historyLoading?: boolean;
  /** Said when nothing was handed in. */
  emptyText: string;
  headingLevel?: 3 | 4;
}

/**
 * What the citizen handed in, read-only, for the citizen's request page and the back office alike: each group
 * under the step that handed it in, each document with its signatures in words and a download. The documents the
 * SUAP's back office sent through the national system (issue 30) are among them, under headings of their own.
 * While the history that names the steps is read, the documents it does not name yet are announced as loading (aria-busy) and
 * shown with no heading: neither "no documents" nor a fallback heading is said before it is true.
 */
export function HandedInAttachments(props: HandedInAttachmentsProps) {
  const { scope, requestId, attachments, scanned, history, emptyText, headingLevel = 3 } = props;
  const { t } = useTranslation();
  const download = useAttachmentDownload(scope, requestId);
  const { groups, waiting } = handedInGroups(attachments, history, t, props.historyLoading);
  if (groups.length === 0 && waiting === 0) return <p className="mb-0">{emptyText}</p>;
  return (
    <div className="suap-attachment-groups" aria-busy={waiting > 0 || undefined}>
      {/* Said once above the groups, not under each one. */}
      {!scanned && groups.length > 0 && <NotScannedNote />}
      {groups.map((group) => (
        <GroupList
          key={group.key}
          group={group}
          scanned={scanned}
          onDownload={download}
          headingLevel={headingLevel}
        />
      ))}
      {waiting > 0 && (
        <p className={`mb-0 suap-attachment-waiting${groups.length > 0 ? ' mt-4' : ''}`}>
          {t('attachments.groups.loading')}
        </p>
      )}
    </div>
  );
}
