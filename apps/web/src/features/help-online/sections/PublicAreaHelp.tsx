import { HelpOnlinePage } from '../HelpOnlinePage';

export default function PublicAreaHelp() {
  return <HelpOnlinePage sectionId="public-area" />;
}
