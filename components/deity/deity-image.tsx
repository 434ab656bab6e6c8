import { DeityInitial } from './deity-initial';
import { DeityPhoto } from './deity-photo';

interface Props {
  name: string;
  imageUrl: string | null;
  /** Rendered size in CSS pixels (the box is square). */
  size: number;
  priority?: boolean;
  className?: string;
}

/**
 * A deity's image, or its initial letter. Without an image this stays a server component
 * (nothing to hydrate); only a real image needs the client part that handles a failed load.
 */
export function DeityImage({ imageUrl, ...props }: Props) {
  return imageUrl ? <DeityPhoto imageUrl={imageUrl} {...props} /> : <DeityInitial name={props.name} size={props.size} className={props.className} />;
}
