export { AddressSearchForm, type AddressSearch, type AddressSearchFormProps } from './AddressSearchForm';
export { InitiativePicker, type InitiativePickerProps } from './InitiativePicker';
export {
  openSuapException,
  SUAP_EXCEPTION_MODAL,
  SuapExceptionModal,
  type SuapExceptionData,
} from './SuapExceptionModal';
export { SuapFinder, type SuapFinderProps } from './SuapFinder';
export { SuapList, type SuapListProps } from './SuapList';
