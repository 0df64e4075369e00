import { createElement } from 'react'

/** next/image as the img it renders, without the loader. */
export default function Image({
  src,
  fill: _fill,
  priority: _priority,
  quality: _quality,
  placeholder: _placeholder,
  loader: _loader,
  ...rest
}: {
  src: string | { src: string }
  [attribute: string]: unknown
}) {
  return createElement('img', { src: typeof src === 'string' ? src : src.src, ...rest })
}
