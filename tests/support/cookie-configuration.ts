import type { CookieConfiguration } from '../../shared/lib/consent/consent';

/** A cookie configuration as the analytics host serves it: two categories, messages in rich text with a link. */
export const cookieConfiguration: CookieConfiguration = {
  message: '<p>We use cookies. Read the <a href="/about#privacy">privacy notice</a>.</p>',
  preferences: {
    message: '<p>Choose which cookies we may set.</p>',
    items: [
      { param: 'a', name: 'analytics', title: 'Analytics', description: '<p>Counts <em>visits</em>.</p>' },
      { param: 'ma', name: 'marketing', title: 'Marketing', description: '<p>Measures adverts.</p>' },
    ],
  },
};
