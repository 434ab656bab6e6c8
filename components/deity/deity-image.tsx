import { DeityInitial } from './deity-initial';
import { DeityPhoto, type DeityImageProps } from './deity-photo';

/**
 * A deity's image, or its initial letter. Without an image this stays a server component
 * (nothing to hydrate); only a real image needs the client part that handles a failed load.
 */
export function DeityImage({ imageUrl, ...props }: DeityImageProps) {
  return imageUrl ? <DeityPhoto imageUrl={imageUrl} {...props} /> : <DeityInitial name={props.name} size={props.size} className={props.className} />;
}
