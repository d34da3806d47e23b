import type { Language } from './enums.js';
import type { SortSpec } from './sort.js';

/** Default page sizes (SPEC §9); the citizen widget shows 3 requests per page. */
export const PAGE_SIZES = {
  requests: 5,
  users: 5,
  initiatives: 5,
  suap: 12,
  citizenRequests: 3,
} as const;

/**
 * The back-office request list counts the matches of a free-text search up to this many, as large registries do:
 * past it the total is shown as "more than 1,000" (reply `totalIsLowerBound`) and pages stop there, so a common
 * word never makes the database count half a million rows. Totals without free text are always exact.
 */
export const BACKOFFICE_TOTAL_BOUND = 1_000;

/** Upper bound of `size` on every paged call, so one request cannot ask for a whole table. */
export const PAGE_SIZE_MAX = 100;

/** Sortable fields of each paged list; the API rejects any other field with 400. */
export const SORT_FIELDS = {
  requests: [
    'requestId',
    'referenceCode',
    'sentRequestDate',
    'updatedOn',
    'createdOn',
    'user.firstName',
    'user.lastName',
    'suap.name',
    'stateOfRequest',
    'typeOfService',
  ],
  users: ['userId', 'firstName', 'lastName', 'fiscalCode', 'email', 'profile', 'active'],
  suap: ['suapId', 'name'],
  initiatives: [
    'iniziativeId',
    'code',
    'activityIt',
    'activityEn',
    'descriptionIt',
    'descriptionEn',
    'areaIt',
    'areaEn',
  ],
} as const;
export type RequestSortField = (typeof SORT_FIELDS.requests)[number];
export type UserSortField = (typeof SORT_FIELDS.users)[number];
export type SuapSortField = (typeof SORT_FIELDS.suap)[number];
export type InitiativeSortField = (typeof SORT_FIELDS.initiatives)[number];

/**
 * Default sorts (SPEC §9). "Users by name": by surname, as Italian registers list people (ties broken by the
 * server on first name). Initiatives have no default in the query; the server then orders by the activity in
 * the request's language (`defaultInitiativeSort`).
 */
export const DEFAULT_SORTS = {
  requests: { field: 'requestId', type: 'desc' },
  users: { field: 'lastName', type: 'asc' },
  suap: { field: 'name', type: 'asc' },
} as const satisfies {
  requests: SortSpec<RequestSortField>;
  users: SortSpec<UserSortField>;
  suap: SortSpec<SuapSortField>;
};

export function defaultInitiativeSort(lang: Language): SortSpec<InitiativeSortField> {
  return { field: lang === 'en' ? 'activityEn' : 'activityIt', type: 'asc' };
}

/**
 * Largest value each PostgreSQL integer column type holds, so an id can be refused by the contract (400) before
 * it reaches a column that would fail on it. `bigint` stops at the largest integer a JSON number carries exactly.
 */
export const DB_INTEGER_MAX = {
  smallint: 32_767,
  integer: 2_147_483_647,
  bigint: Number.MAX_SAFE_INTEGER,
} as const;

/** Search bar lengths (SPEC §5/§9): SUAP and initiative searches accept 3 characters. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_MIN_LENGTH_SUAP = 3;
export const SEARCH_MIN_LENGTH_INITIATIVE = 3;
export const SEARCH_MAX_LENGTH = 255;

/** Paginator (SPEC §9): the citizen widget shows it only above 3 requests; no inner pages around the current. */
export const PAGINATOR_MAX_AROUND = 0;
export const PAGINATOR_MIN_ITEMS_EXCLUSIVE = 3;

/** SPEC §9 date formats, written as patterns for people (not for a formatting library). */
export const DATE_FORMATS = {
  html: 'YYYY-MM-DD',
  display: 'DD/MM/YYYY',
  dateTime: 'DD/MM/YYYY HH:mm',
} as const;

/** Instants are shown in Italian time, whatever the browser's zone. */
export const DISPLAY_TIME_ZONE = 'Europe/Rome';

/** SPEC §9 / §4 delays, in milliseconds. */
export const DELAYS_MS = {
  saveDraftExit: 500,
  reloadAfterDelete: 10,
  navigationRedirect: 10,
  modalContentCreation: 100,
  modalFocusPolling: 100,
  wizardScroll: 200,
  selectionDebounce: 10,
  sessionReloadTimeout: 1000,
  sessionReloadAfterFire: 200,
} as const;

/** Default retry count of API calls (SPEC §7). */
export const DEFAULT_RETRIES = 0;

/** Login floater and scroll-to-top appear past this many pixels of scroll. */
export const SCROLL_THRESHOLD_PX = 150;

/** Table columns: at least 260 px, at most 1.3 times the average column width. */
export const TABLE_COLUMN_MIN_WIDTH_PX = 260;
export const TABLE_COLUMN_MAX_WIDTH_FACTOR = 1.3;

export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;
export const MOBILE_MAX_WIDTH_PX = 575;

export const MODAL_WIDTH_CLASSES = ['col-12', 'col-md-10', 'col-lg-8'] as const;

export const ALERT_SEVERITIES = ['error', 'warning', 'success'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** Sizes of the two static PDFs on the startup service page (SPEC §1), in bytes. */
export const STATIC_PDF_SIZES = {
  decree160: 51 * 1024,
  initiativeList: 560 * 1024,
} as const;

/** Drafts are kept at least a year after their last change (Designers Italia); configurable on the server. */
export const DRAFT_STORAGE_DAYS_DEFAULT = 365;

/** Session idle timeout, and how long before it ends the user is warned (WCAG 2.2.1). */
export const SESSION_IDLE_MINUTES_DEFAULT = 30;
export const SESSION_WARNING_MINUTES = 2;

/** Maximum lengths of stored free-text fields; the database columns use the same limits. */
export const FIELD_MAX_LENGTHS = {
  name: 100,
  place: 100,
  email: 255,
  companyName: 255,
  notificationAddress: 255,
  profileDescription: 100,
} as const;

/** SPEC §3 address search form; free research is the default. (Here, not in geography.ts, to stay zod-free.) */
export const RESEARCH_TYPES = ['freeResearch', 'addressResearch'] as const;
export type ResearchType = (typeof RESEARCH_TYPES)[number];
export const DEFAULT_RESEARCH_TYPE: ResearchType = 'freeResearch';
