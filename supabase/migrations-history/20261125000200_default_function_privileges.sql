-- A function the migration role creates is not callable by PUBLIC (and so by visitors) until a
-- migration grants it. A default in one schema can only add rights, so the revoke is global.
alter default privileges revoke execute on functions from public;
