import { HelpOnlinePage } from '../HelpOnlinePage';

export default function PrivateAreaHelp() {
  return <HelpOnlinePage sectionId="private-area" />;
}
