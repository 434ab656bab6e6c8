import { CategoryNotFound } from '@/components/prayer/category-not-found';

export default CategoryNotFound;
