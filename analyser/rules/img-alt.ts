import { rendersToImage } from './image-response.js'
import { defineRule } from './rule.js'

// An image named another way, as axe's image-alt and jsx-a11y's alt-text accept it: a screen reader reads that name.
const NAMES_IMAGE = new Set(['alt', 'aria-label', 'aria-labelledby'])

// https://www.w3.org/WAI/tutorials/images/ and https://nextjs.org/docs/app/api-reference/components/image#alt
export const imgAlt = defineRule({
  id: 'img-alt',
  severity: 'warning',
  docs: {
    summary: 'An <img> or next/image <Image> has no alt text.',
    url: 'https://nextjs.org/docs/app/api-reference/components/image#alt',
  },
  checkElements({ owner, module, elements }, report) {
    if (rendersToImage(module)) return
    for (const element of elements) {
      const isImage =
        element.tag === 'img' || (!element.intrinsic && module.imports.get(element.tag)?.specifier === 'next/image')
      if (!isImage || element.hasSpread || element.attributes.some((attribute) => NAMES_IMAGE.has(attribute.name)))
        continue
      const role = element.attributes.find((attribute) => attribute.name === 'role')
      if (role?.kind === 'string' && (role.text === 'presentation' || role.text === 'none')) continue
      report(
        element,
        `"${owner}" renders <${element.tag}> without alt. ` +
          'Describe the image in alt, or use alt="" if it is decorative.',
        'Screen readers announce an image without alt by its file name, or skip it; ' +
          'alt="" marks it as decoration on purpose.',
      )
    }
  },
})
