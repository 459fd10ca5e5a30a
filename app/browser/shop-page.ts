import { initCart, initShopSearch } from "./shop";

// The shop's own script (decision 163), started by the page after its first paint; the site script runs
// beside it.
initCart(document);
initShopSearch(document);
document.documentElement.dataset.pageScript = "ready";
