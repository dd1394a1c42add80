/**
 * A plan's headline saving is measured against the cheapest single store for the same items; a plan that buys
 * more of the list than any single store sells has none, so its save_percent is NULL.
 */
export default `
ALTER TABLE plans ALTER COLUMN save_percent DROP NOT NULL;
`;
