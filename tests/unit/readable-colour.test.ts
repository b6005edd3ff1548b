import { describe, expect, it } from 'vitest'
import { contrastRatio, readableOn } from '../../src/client/ui/readable-colour'

describe('readable text on a chosen background', () => {
  it('measures the WCAG contrast ratio', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#FFFFFF')).toBeCloseTo(1, 5)
    // The pair axe refused on a reseller's dark page: 1.19.
    expect(contrastRatio('#202633', '#123456')).toBeCloseTo(1.19, 2)
    expect(contrastRatio('not a colour', '#FFFFFF')).toBeNull()
  })

  it('keeps the wanted colour when it reads, else takes white or near-black', () => {
    expect(readableOn('#F5F3FF', '#202633')).toBe('#202633')
    expect(readableOn('#123456', '#202633')).toBe('#FFFFFF')
    expect(readableOn('#FFF4E0', '#FFFFFF')).toBe('#111827')
    expect(readableOn('#999999', '#A0A0A0', 3)).toBe('#111827')
    expect(readableOn('', '#202633')).toBe('#202633')
  })
})
