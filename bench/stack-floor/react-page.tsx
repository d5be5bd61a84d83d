import { mount } from './mount';
import { FLOOR_PLANS } from './plans';

/** React alone, with inline styles. */
mount(
  <>
    <header style={{ padding: 16, background: '#1b5e20', color: 'white' }}>Kadirio</header>
    <main style={{ padding: 16, fontFamily: 'sans-serif' }}>
      <h1>My plans</h1>
      {FLOOR_PLANS.map((plan) => (
        <section
          key={plan.id}
          style={{ border: '1px solid #ccc', borderRadius: 8, padding: 16, marginBottom: 12 }}
        >
          <h3>{plan.title}</h3>
          <p>{plan.facts}</p>
          <p>
            <strong>BOQ ready — {plan.total}</strong> <a href="#">View</a>
          </p>
          <button type="button">Share</button>
        </section>
      ))}
    </main>
  </>,
);
