-- Issue 10, defect 9: the public order number was the row id ('HN-000123'), so anyone with an
-- e-mail could walk the sequence through 'Mi Pedido'. New orders get a random number
-- ('HN-7K3Q-X9PM-2AB4', src/orders/order-number.ts); this gives one to every existing order
-- still numbered the old way. The id stays the internal key; nothing references orders.number.
--
-- Twelve characters of the same 32-letter alphabet (no 0/O, 1/I), each from one byte of an MD5
-- over a fresh gen_random_uuid() (122 random bits, built into PostgreSQL 13+ and PGlite; no
-- extension needed). The id inside the hash only makes the subquery depend on the row, so it
-- runs once per order instead of once for the whole UPDATE.
UPDATE orders
   SET number = (
     SELECT 'HN-' || substr(code, 1, 4) || '-' || substr(code, 5, 4) || '-' || substr(code, 9, 4)
       FROM (
         SELECT string_agg(
                  substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(random_bytes, position) % 32 + 1, 1),
                  '' ORDER BY position) AS code
           FROM (SELECT decode(md5(gen_random_uuid()::text || orders.id::text), 'hex') AS random_bytes) AS source,
                generate_series(0, 11) AS position
       ) AS generated
   )
 WHERE number ~ '^HN-[0-9]+$';
