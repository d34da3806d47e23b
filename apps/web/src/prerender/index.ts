export { SUPPORTED_LANGUAGES } from '@suap/shared';
export { pageDocument } from './page-document';
export { prerenderPage } from './prerender-page';
