import { HelpOnlinePage } from '../HelpOnlinePage';

export default function CollaboratorHelp() {
  return <HelpOnlinePage sectionId="collaborator" />;
}
