-- Catalog administration (issue 34, "Catalog"; api/README.md "Catálogo"): products can be hidden
-- from the storefront without being deleted (orders, reviews and wishlists keep pointing at them),
-- and coupons can be switched off without losing the orders that used them.

-- false: not listed, not searchable, its product page answers 404 like a removed product;
-- orders already placed keep their lines (order_items holds its own copy of name, sku and price).
ALTER TABLE products ADD COLUMN published boolean NOT NULL DEFAULT true;

-- Set when staff disable a coupon: shoppers can no longer find or use it (as if it did not exist);
-- orders that already carry it keep it. NULL: enabled.
ALTER TABLE coupons ADD COLUMN disabled_at timestamptz;

-- The back office counts a coupon's uses from the orders that carry it.
CREATE INDEX IF NOT EXISTS orders_coupon_code_idx ON orders (coupon_code) WHERE coupon_code IS NOT NULL;
