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

/**
 * The handed-in documents by the step that handed them in, in the order of the history: those sent with the
 * request first, then each answer's. A step the history does not (yet) show gathers the rest under one heading.
 */
export function handedInGroups(
  attachments: readonly Attachment[],
  history: readonly HistoryEntry[],
  t: TFunction,
): Group[] {
  const byStep = new Map<number, Attachment[]>();
  for (const attachment of attachments) {
    if (attachment.historyId === null) continue;
    byStep.set(attachment.historyId, [...(byStep.get(attachment.historyId) ?? []), attachment]);
  }
  const groups: Group[] = [];
  for (const entry of history) {
    const found = byStep.get(entry.historyId);
    if (!found) continue;
    byStep.delete(entry.historyId);
    groups.push({
      key: String(entry.historyId),
      title: handsIn(entry.action)
        ? t(`attachments.groups.${entry.action}`, { date: formatDateTime(entry.at) })
        : t('attachments.groups.other'),
      attachments: found,
    });
  }
  const rest = [...byStep.values()].flat();
  if (rest.length > 0) groups.push({ key: 'other', title: t('attachments.groups.other'), attachments: rest });
  return groups;
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
  /** The request's history: it names and orders the steps that handed the documents in. */
  history: readonly HistoryEntry[];
  /** Said when nothing was handed in. */
  emptyText: string;
  headingLevel?: 3 | 4;
}

/**
 * What the citizen handed in, read-only, for the citizen's request page and the back office alike: each group
 * under the step that handed it in, each document with its signatures in words and a download.
 */
export function HandedInAttachments(props: HandedInAttachmentsProps) {
  const { scope, requestId, attachments, scanned, history, emptyText, headingLevel = 3 } = props;
  const { t } = useTranslation();
  const download = useAttachmentDownload(scope, requestId);
  const groups = handedInGroups(attachments, history, t);
  if (groups.length === 0) return <p className="mb-0">{emptyText}</p>;
  return (
    <>
      {/* Said once above the groups, not under each one. */}
      {!scanned && <NotScannedNote />}
      {groups.map((group) => (
        <GroupList
          key={group.key}
          group={group}
          scanned={scanned}
          onDownload={download}
          headingLevel={headingLevel}
        />
      ))}
    </>
  );
}
