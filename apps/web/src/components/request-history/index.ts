export { RequestHistory, type RequestHistoryProps } from './RequestHistory';
export type { HistoryHeadingLevel } from './HistoryStep';
export type { HistoryViewer } from './history-text';
