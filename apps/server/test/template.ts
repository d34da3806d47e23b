export const TEMPLATE_DATABASE = 'suap_test_template';
