import { useSyncExternalStore } from "react";

import { type CartAction, cartReducer, type CartState, parseCart } from "~/utils/cart";

const STORAGE_KEY = "shop-cart";
const EMPTY: CartState = [];
const listeners = new Set<() => void>();

// Snapshots must be stable between renders, so the parsed cart is cached against the stored string.
let cachedRaw: string | null = null;
let cachedState: CartState = EMPTY;
// Used when storage is unavailable (private browsing, storage disabled): the cart then lasts the visit.
let memoryState: CartState = EMPTY;
let storageWorks = true;

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    storageWorks = false;
    return null;
  }
}

function getSnapshot(): CartState {
  if (!storageWorks) return memoryState;
  const raw = readStorage();
  if (!storageWorks) return memoryState;
  if (raw === cachedRaw) return cachedState;
  cachedRaw = raw;
  try {
    cachedState = raw ? parseCart(JSON.parse(raw)) : EMPTY;
  } catch {
    cachedState = EMPTY;
  }
  return cachedState;
}

function getServerSnapshot(): CartState {
  return EMPTY;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the cart.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function dispatchCart(action: CartAction): CartState {
  const next = cartReducer(getSnapshot(), action);
  if (storageWorks) {
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      storageWorks = false;
    }
  }
  memoryState = next;
  for (const listener of listeners) listener();
  return next;
}

/** The cart as stored in this browser; empty while rendering on the server and during hydration. */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
