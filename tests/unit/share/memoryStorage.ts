// A Web Storage stand-in with a quota, counted as Chromium does (UTF-16 code units of keys
// and values), so tests can fill it up.
import type { KeyValueStorage } from '../../../src/storage/localStore.ts';

export class MemoryStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  constructor(public quota = Infinity) {}
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  setItem(key: string, value: string) {
    const used = this.used() - (this.map.has(key) ? key.length + this.map.get(key)!.length : 0);
    if (used + key.length + value.length > this.quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  used() {
    let n = 0;
    for (const [k, v] of this.map) n += k.length + v.length;
    return n;
  }
  /** every stored value, to check that nothing was lost */
  values() {
    return [...this.map.values()];
  }
}
