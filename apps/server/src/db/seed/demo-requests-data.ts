import { DRAFT_STORAGE_DAYS_DEFAULT, type RequestStateId } from '@suap/shared';

// The demo requests the seed writes (data; the seeding itself is demo-requests.ts).

/** Drafts in the demo expire this many days after their last change. */
// Demo drafts follow the portal's default retention (DRAFT_STORAGE_DAYS), counted from the last change.
export const DEMO_DRAFT_RETENTION_DAYS = DRAFT_STORAGE_DAYS_DEFAULT;

export interface DemoRequest {
  requestId: number;
  username: 'mario.rossi' | 'anna.verdi' | 'giulia.bianchi';
  stateId: RequestStateId;
  initiativeCode: string;
  /** Where the business will be: its SUAP is the one serving this municipality. */
  municipality: { name: string; province: string };
  notification: { typeId: 1 | 2; address: string };
  language: 'it' | 'en';
  createdDaysAgo: number;
  /** The day of the last change: the last step of its history (demo-procedures.ts), the deadline job's aside. */
  updatedDaysAgo: number;
  sentDaysAgo?: number;
  companyId?: number;
}

const ROMA = { name: 'Roma', province: 'RM' };
const MARIO_EMAIL = { typeId: 1, address: 'mario.rossi@example.com' } as const;
const MARIO_PEC = { typeId: 2, address: 'mario.rossi@pec.example.com' } as const;

// Fixed ids so that a second seeding finds them and inserts nothing. Dates are relative to the day of
// seeding, so the demo draft is always fresh and the history looks recent. Requests 13-18 (issue 27) and 19
// (issue 30) come after the others so that the ids of the first twelve stay what tests and databases seeded before
// know; 19 was sent last of all, so the reference codes of the others stay as they were too.
export const DEMO_REQUESTS: readonly DemoRequest[] = [
  // mario.rossi: every state of SPEC §4 and of the procedure (13-19 below), one draft, one request from more than
  // a year ago.
  {
    requestId: 1,
    username: 'mario.rossi',
    stateId: 5,
    initiativeCode: 'COM-VIC-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 420,
    updatedDaysAgo: 390,
    sentDaysAgo: 415,
  },
  {
    requestId: 2,
    username: 'mario.rossi',
    stateId: 4,
    initiativeCode: 'SAB-BAR-APE',
    municipality: ROMA,
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 160,
    updatedDaysAgo: 120,
    sentDaysAgo: 150,
  },
  {
    requestId: 3,
    username: 'mario.rossi',
    stateId: 5,
    initiativeCode: 'COM-ECO-APE',
    municipality: { name: 'Fiumicino', province: 'RM' },
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 110,
    updatedDaysAgo: 80,
    sentDaysAgo: 100,
  },
  {
    requestId: 4,
    username: 'mario.rossi',
    stateId: 2,
    initiativeCode: 'SAP-ACC-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 60,
    updatedDaysAgo: 45,
  },
  {
    requestId: 5,
    username: 'mario.rossi',
    stateId: 4,
    initiativeCode: 'COM-VIC-SUB',
    municipality: { name: 'Tivoli', province: 'RM' },
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 45,
    updatedDaysAgo: 25,
    sentDaysAgo: 40,
  },
  {
    requestId: 6,
    username: 'mario.rossi',
    stateId: 3,
    initiativeCode: 'ART-ALI-APE',
    municipality: ROMA,
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 22,
    updatedDaysAgo: 20,
    sentDaysAgo: 20,
  },
  {
    requestId: 7,
    username: 'mario.rossi',
    stateId: 3,
    initiativeCode: 'SAB-RIS-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'en',
    createdDaysAgo: 6,
    updatedDaysAgo: 5,
    sentDaysAgo: 5,
  },
  {
    requestId: 8,
    username: 'mario.rossi',
    stateId: 1,
    initiativeCode: 'TUR-BEB-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 3,
    updatedDaysAgo: 2,
  },
  // anna.verdi
  {
    requestId: 9,
    username: 'anna.verdi',
    stateId: 4,
    initiativeCode: 'COM-VIC-APE',
    municipality: { name: 'Milano', province: 'MI' },
    notification: { typeId: 1, address: 'anna.verdi@example.com' },
    language: 'it',
    createdDaysAgo: 75,
    updatedDaysAgo: 50,
    sentDaysAgo: 70,
  },
  {
    requestId: 10,
    username: 'anna.verdi',
    stateId: 3,
    initiativeCode: 'SAP-EST-APE',
    municipality: { name: 'Sesto San Giovanni', province: 'MI' },
    notification: { typeId: 2, address: 'anna.verdi@pec.example.com' },
    language: 'it',
    createdDaysAgo: 14,
    updatedDaysAgo: 12,
    sentDaysAgo: 12,
  },
  {
    requestId: 11,
    username: 'anna.verdi',
    stateId: 1,
    initiativeCode: 'SAB-BAR-APE',
    municipality: { name: 'Milano', province: 'MI' },
    notification: { typeId: 1, address: 'anna.verdi@example.com' },
    language: 'en',
    createdDaysAgo: 2,
    updatedDaysAgo: 1,
  },
  // giulia.bianchi, as legal representative of her company
  {
    requestId: 12,
    username: 'giulia.bianchi',
    stateId: 3,
    initiativeCode: 'ART-LAB-APE',
    municipality: { name: 'Firenze', province: 'FI' },
    notification: { typeId: 2, address: 'bianchidesign@pec.example.com' },
    language: 'it',
    createdDaysAgo: 9,
    updatedDaysAgo: 8,
    sentDaysAgo: 8,
    companyId: 1,
  },
  // mario.rossi, the procedure's states (issue 27): in review, integration requested (one term open, one
  // expired), integration received, 10-bis notice with its term open, observations received.
  {
    requestId: 13,
    username: 'mario.rossi',
    stateId: 6,
    initiativeCode: 'SAP-TAT-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 11,
    updatedDaysAgo: 8,
    sentDaysAgo: 10,
  },
  {
    requestId: 14,
    username: 'mario.rossi',
    stateId: 7,
    initiativeCode: 'TUR-AFF-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'en',
    createdDaysAgo: 19,
    updatedDaysAgo: 4,
    sentDaysAgo: 18,
  },
  {
    requestId: 15,
    username: 'mario.rossi',
    stateId: 7,
    initiativeCode: 'SAB-TMP-APE',
    municipality: ROMA,
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 52,
    updatedDaysAgo: 40,
    sentDaysAgo: 50,
  },
  {
    requestId: 16,
    username: 'mario.rossi',
    stateId: 8,
    initiativeCode: 'SAP-LAV-APE',
    municipality: ROMA,
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 36,
    updatedDaysAgo: 12,
    sentDaysAgo: 35,
  },
  {
    requestId: 17,
    username: 'mario.rossi',
    stateId: 9,
    initiativeCode: 'COM-AMB-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'en',
    createdDaysAgo: 31,
    updatedDaysAgo: 3,
    sentDaysAgo: 30,
  },
  {
    requestId: 18,
    username: 'mario.rossi',
    stateId: 10,
    initiativeCode: 'ART-AUT-APE',
    municipality: { name: 'Tivoli', province: 'RM' },
    notification: MARIO_PEC,
    language: 'it',
    createdDaysAgo: 48,
    updatedDaysAgo: 7,
    sentDaysAgo: 45,
  },
  // mario.rossi, withdrawn by him once in review (issue 30).
  {
    requestId: 19,
    username: 'mario.rossi',
    stateId: 11,
    initiativeCode: 'TUR-BEB-APE',
    municipality: ROMA,
    notification: MARIO_EMAIL,
    language: 'it',
    createdDaysAgo: 6,
    updatedDaysAgo: 2,
    sentDaysAgo: 4,
  },
];
