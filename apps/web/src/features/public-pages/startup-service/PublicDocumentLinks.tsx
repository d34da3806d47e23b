import { useTranslation } from 'react-i18next';
import { usePublicDocuments } from './public-documents-api';

/** The file type as people know it: "PDF" for application/pdf. */
function fileType(contentType: string): string {
  return (contentType.split('/')[1] ?? contentType).toUpperCase();
}

/**
 * The two downloadable documents with their type and size (SPEC §1, §9 file-size units). The server writes
 * the size in the page language: formatting it here took 27 to 40 ms of the page's start in browser traces
 * (a browser's first Intl.NumberFormat loads the locale's data).
 */
export function PublicDocumentLinks() {
  const { t } = useTranslation();
  const documents = usePublicDocuments();

  return (
    <section className="mb-5" aria-labelledby="startup-documents">
      <h2 id="startup-documents" className="h3 mb-3">
        {t('startup-service.documents.title')}
      </h2>
      <p>{t('startup-service.documents.intro')}</p>
      {documents.isPending && <p role="status">{t('startup-service.documents.loading')}</p>}
      {documents.isError && (
        <p className="text-danger" role="alert">
          {t('startup-service.documents.error')}
        </p>
      )}
      {documents.data && (
        <ul className="list-unstyled mb-0">
          {documents.data.documents.map((document) => (
            <li key={document.documentId} className="mb-3">
              <a href={document.url} download={document.fileName}>
                <span>
                  {document.title}{' '}
                  <span className="text-nowrap">
                    (
                    {t('startup-service.documents.file-info', {
                      type: fileType(document.contentType),
                      size: document.sizeLabel,
                    })}
                    )
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
