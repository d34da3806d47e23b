import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RequestHistory, type RequestHistoryProps } from './RequestHistory';

/** The timeline on a page of `pageLanguage` (the language is the URL's first segment). */
export function renderHistory(props: RequestHistoryProps, pageLanguage: 'it' | 'en' = 'it') {
  return render(
    <MemoryRouter initialEntries={[`/${pageLanguage}/private-area/request-details/3`]}>
      <h2 id="history-title">Cronologia</h2>
      <RequestHistory labelledBy="history-title" {...props} />
    </MemoryRouter>,
  );
}
