import { LoginCallbackPage } from './LoginCallbackPage';

/** `/auth/login`: the front-office OIDC callback. */
export default function FrontOfficeLoginCallback() {
  return <LoginCallbackPage idp="fo" />;
}
