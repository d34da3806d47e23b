import { HelpOnlinePage } from '../HelpOnlinePage';

export default function BackOfficeHelp() {
  return <HelpOnlinePage sectionId="back-office" />;
}
