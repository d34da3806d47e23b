import { LoginCallbackPage } from './LoginCallbackPage';

/** `/auth/back-office`: the back-office OIDC callback (hidden from menus). */
export default function BackOfficeLoginCallback() {
  return <LoginCallbackPage idp="bo" />;
}
