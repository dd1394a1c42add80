import accounts from './001_accounts';
import catalogue from './002_catalogue';
import userData from './003_user_data';
import searchInMemory from './004_search_in_memory';
import priceFeed from './005_price_feed';
import planHeadlineSaving from './006_plan_headline_saving';
import anyBrandLines from './007_any_brand_lines';
import feedStage from './008_feed_stage';
import offerTerms from './009_offer_terms';
import account from './010_account';
import observedDays from './011_observed_days';
import shopLoyalty from './012_shop_loyalty';
import watches from './013_watches';
import sharedLists from './014_shared_lists';

/** Applied in order, each once, each in its own transaction. Never edit one that has shipped: add the next. */
export const migrations: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '001_accounts', sql: accounts },
  { id: '002_catalogue', sql: catalogue },
  { id: '003_user_data', sql: userData },
  { id: '004_search_in_memory', sql: searchInMemory },
  { id: '005_price_feed', sql: priceFeed },
  { id: '006_plan_headline_saving', sql: planHeadlineSaving },
  { id: '007_any_brand_lines', sql: anyBrandLines },
  { id: '008_feed_stage', sql: feedStage },
  { id: '009_offer_terms', sql: offerTerms },
  { id: '010_account', sql: account },
  { id: '011_observed_days', sql: observedDays },
  { id: '012_shop_loyalty', sql: shopLoyalty },
  { id: '013_watches', sql: watches },
  { id: '014_shared_lists', sql: sharedLists },
];
