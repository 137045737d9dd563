-- Custom SQL migration file, put your code below! --
-- Manual contacts are stored with source 'manual' (schemas/contacts.ts normalizeSource), which the
-- "Manual Entry" group on the calls screen reads with its index. Rows written before the source was
-- normalised at write time ('Manual Entry', 'MANUAL', blank) would drop out of that group.
UPDATE contacts SET source = 'manual'
WHERE source <> 'manual'
  AND (trim(source) = '' OR lower(trim(source)) IN ('manual', 'manual entry'));
