// Moved to lib/ so that other features can use it; kept here for the plans screens' imports.
export { useLanguage } from '../../lib/use-language';
