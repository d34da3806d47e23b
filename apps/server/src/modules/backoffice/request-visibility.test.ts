import { RequestState, type Request } from '@suap/shared';
import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../../../test/sample-request.js';
import { listedStates, minimiseForStaff } from './request-visibility.js';

const request = (stateOfRequestId: Request['stateOfRequest']['stateOfRequestId']) =>
  sampleRequest({ stateOfRequest: { stateOfRequestId, descriptionIt: '', descriptionEn: '' } });

describe('back-office visibility rule', () => {
  it('lists every sent request by default (any step of the procedure, decided ones too), and exactly the state a filter names', () => {
    expect([...listedStates(undefined)].sort((a, b) => a - b)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(listedStates(RequestState.REFUSAL_NOTICE)).toEqual([9]);
    expect(listedStates(RequestState.DRAFT)).toEqual([1]);
    expect(listedStates(RequestState.DELETED)).toEqual([2]);
  });

  it.each([RequestState.DRAFT, RequestState.DELETED])(
    'strips what the citizen typed from a state-%i request',
    (state) => {
      expect(minimiseForStaff(request(state))).toMatchObject({
        personalData: null,
        procedureNotification: null,
        partitaIva: null,
      });
    },
  );

  it.each([RequestState.SENT, RequestState.ACCEPTED, RequestState.REJECTED])(
    'shows a state-%i request whole',
    (state) => {
      const whole = request(state);
      expect(minimiseForStaff(whole)).toBe(whole);
    },
  );
});
