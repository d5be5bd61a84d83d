import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { mount } from './mount';
import { MuiPlans } from './mui-plans';
import { FLOOR_PLANS, type FloorPlan } from './plans';

/**
 * The app's libraries around the MUI cards: strings, a data router, a store and a query. The query
 * answers at once, without a request: the floor measures what the libraries cost, not a round trip
 * (the app asks for a client's plans while its code downloads).
 */
const plansApi = createApi({
  reducerPath: 'plansApi',
  baseQuery: fakeBaseQuery(),
  endpoints: (build) => ({
    listPlans: build.query<FloorPlan[], void>({ queryFn: () => Promise.resolve({ data: FLOOR_PLANS }) }),
  }),
});

const store = configureStore({
  reducer: { [plansApi.reducerPath]: plansApi.reducer },
  middleware: (defaults) => defaults().concat(plansApi.middleware),
});

await i18next.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: { heading: 'My plans', ready: 'BOQ ready — {{total}}', view: 'View', share: 'Share' },
    },
  },
  interpolation: { escapeValue: false },
});

function Plans() {
  const { t } = useTranslation();
  const { data } = plansApi.useListPlansQuery();
  const words = {
    heading: t('heading'),
    ready: (total: string) => t('ready', { total }),
    view: t('view'),
    share: t('share'),
  };
  return <MuiPlans plans={data ?? []} words={words} />;
}

const router = createBrowserRouter([{ path: '/stack.html', element: <Plans /> }]);

mount(
  <I18nextProvider i18n={i18next}>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </I18nextProvider>,
);
