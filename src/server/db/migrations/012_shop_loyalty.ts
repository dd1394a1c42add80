/**
 * A shop's own loyalty price: where a chain prices a followed product shop by shop, the monitor's per-shop answer
 * (format notes §2.5) lists the LOYALTY price beside NORMAL and DISCOUNTED. Kept so that a plan and a list total take
 * it at that shop when the user uses the chain's programme, as they do with the chain's own loyalty price.
 */
export default `
ALTER TABLE shop_prices ADD COLUMN loyalty_price integer CHECK (loyalty_price >= 0);
`;
