/**
 * The two store departments of the contact form (spec 001 §2, §9): a music store and a merch
 * store, each with a notice before the form opens. Names, links and support addresses come from the
 * server's configuration (PublicEnv); the order-number prefixes are the specification's constants.
 */

export interface ContactStore {
  /** Also the department name that selects the store's notice. */
  name: string;
  url: string;
  supportEmail: string;
}

export interface ContactStores {
  music: ContactStore;
  merch: ContactStore;
}

export const ORDER_NUMBER_PREFIXES = { music: 'BLP', merch: 'AB-' } as const;

export type StoreKind = keyof ContactStores;

export interface StoreNotice extends ContactStore {
  kind: StoreKind;
  orderPrefix: string;
}

const normalise = (name: string) => name.trim().toLowerCase();

/** The notice of a department, when it is one of the two stores (matched by name, case aside). */
export function storeNoticeFor(departmentName: string | undefined, stores: ContactStores | undefined): StoreNotice | null {
  if (!departmentName || !stores) return null;
  for (const kind of ['music', 'merch'] as const) {
    if (normalise(stores[kind].name) === normalise(departmentName)) {
      return { kind, ...stores[kind], orderPrefix: ORDER_NUMBER_PREFIXES[kind] };
    }
  }
  return null;
}
