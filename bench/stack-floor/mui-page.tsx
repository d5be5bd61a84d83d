import { mount } from './mount';
import { ENGLISH, MuiPlans } from './mui-plans';
import { FLOOR_PLANS } from './plans';

/** React and MUI. */
mount(<MuiPlans plans={FLOOR_PLANS} words={ENGLISH} />);
