import { DeityEmblem } from './deity-emblem';
import { DeityPhoto, type DeityImageProps } from './deity-photo';

/**
 * A deity's image, or its emblem. Without an image this stays a server component (nothing
 * to hydrate); only a real image needs the client part that handles a failed load.
 */
export function DeityImage({ imageUrl, ...props }: DeityImageProps) {
  return imageUrl ? <DeityPhoto imageUrl={imageUrl} {...props} /> : <DeityEmblem art={props.art} size={props.size} className={props.className} />;
}
