export { useLanguage } from '../../lib/use-language';
