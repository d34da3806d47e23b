import { HelpOnlinePage } from '../HelpOnlinePage';

export default function AdministratorHelp() {
  return <HelpOnlinePage sectionId="administrator" />;
}
