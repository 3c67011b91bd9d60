/// The entry point of the recursive algorithm: sizes (and optionally lays out) one node for the
/// given inputs, answering from the cache when the same question was already asked.
extension LayoutTree {
    /// Sizes the node; when `performLayout` is set also positions its children, writing their
    /// frames. The node's own frame size is written by this call, its origin by its parent.
    mutating func computeNode(_ node: Int, _ rawInput: LayoutInput, performLayout: Bool) -> LayoutOutput {
        if writingModes != nil, let boundary = writingModes?.boundaries[node], writingModes?.entered != node {
            return computeAcrossWritingModes(node, rawInput, boundary, performLayout: performLayout)
        }
        // Normalize inputs that cannot change the result, so equal questions hit the cache:
        // available space is irrelevant along a known size, and the containing block's size only
        // matters to a node whose own style has percentages.
        var input = rawInput
        if let width = input.knownWidth { input.availableWidth = .definite(width) }
        if let height = input.knownHeight { input.availableHeight = .definite(height) }
        if !usesPercentages[node] {
            input.parentWidth = nil
            input.parentHeight = nil
        }
        // Nor does the room for a height the node must find: content is offered a height only
        // once it is decided (see `SizeProposal`), and the flex algorithm passes that room on to
        // its items and nowhere else. So an unknown height is one question whatever room the
        // ancestors had: before, each ancestor's height reached every descendant as another
        // question, and nested wrapping rows took time quadratic in their depth.
        if input.knownHeight == nil { input.availableHeight = .maxContent }
        if input.widthOnly, !answersWidthOnly(node, input, performLayout: performLayout) { input.widthOnly = false }
        if !performLayout, !input.needsBaseline, let width = input.knownWidth, let height = input.knownHeight {
            return LayoutOutput(width: width, height: height, baseline: nil)
        }
        if !performLayout, input.contentSizedAxis == .width, input.knownWidth == nil, !children[node].isEmpty,
           contentWidthIgnoresHeight(node) {
            // A parent asks for this width with one height while sizing and another while laying
            // out: one question, so the second is answered from the cache.
            input.knownHeight = nil
            input.knownHeightIsDefinite = true
            input.availableHeight = .maxContent
        }
        if children[node].isEmpty, measures[node] == nil, styles[node].display != .grid {
            // An empty box is sized by its style alone: cheaper to compute than to look up. (Not
            // an empty grid: its explicit tracks give it a size, as in browsers.)
            let output = styles[node].display == .none ? .zero : computeLeaf(node, input)
            if performLayout {
                frames[node].width = output.width
                frames[node].height = output.height
            }
            return output
        }
        let key = LayoutCache.Key(input)
        if performLayout {
            if let output = cache.hasLayout(node, for: key) {
                frames[node].width = output.width
                frames[node].height = output.height
                return output
            }
        } else if let output = cache.size(node, for: key, needsBaseline: input.needsBaseline) {
            return output
        } else if !input.needsBaseline, let width = input.knownWidth, input.knownHeight == nil,
                  input.contentSizedAxis != .width, styles[node].display != .none,
                  let height = cache.height(node, forAnotherWidthThan: key), heightIgnoresWidth(node) {
            // The height asked at an earlier width holds at this one (see `heightIgnoresWidth`);
            // the width is the known one, computed as a flex container computes it.
            let paddingBorder = ResolvedBox(styles[node], parentWidth: nil, parentHeight: nil).paddingBorderWidth
            let output = LayoutOutput(width: max(0, width - paddingBorder) + paddingBorder, height: height, baseline: nil)
            cache.storeSize(node, key: key, output: output, hasBaseline: false)
            return output
        }
        var output: LayoutOutput
        if styles[node].display == .none {
            output = .zero
            if performLayout { hideSubtree(node) }
        } else if !styles[node].contain.isEmpty, styles[node].contain.contains(.size) {
            output = computeSizeContained(node, input, performLayout: performLayout)
        } else if children[node].isEmpty, styles[node].display != .grid {
            output = computeLeaf(node, input)
        } else {
            containerVisitCount += 1
            switch styles[node].display {
            case .grid: output = computeGridContainer(node, input, performLayout: performLayout)
            case .block: output = computeBlockContainer(node, input, performLayout: performLayout)
            case .flex, .none, .contents: output = computeFlexContainer(node, input, performLayout: performLayout)
            }
            if performLayout, hasStaticNodes, styles[node].position != .static || node == resolvedRoot {
                layoutHoistedAbsolutes(node, box: ResolvedBox(styles[node], parentWidth: input.parentWidth,
                                                              parentHeight: input.parentHeight),
                                       width: output.width, height: output.height)
            }
        }
        if isScrollContainer(node), let baseline = output.baseline {
            // A scroll container's baseline stays inside its border box (as Chromium clamps it):
            // content shifted past its edges does not carry the baseline along.
            output.baseline = min(max(baseline, 0), output.height)
        }
        if !styles[node].contain.isEmpty, styles[node].contain.contains(.layout) {
            // Layout containment takes the box's baseline away (CSS Containment 2 §3.2): a
            // baseline-aligned flex row aligns it by its border box.
            output.baseline = nil
        }
        if performLayout {
            frames[node].width = output.width
            frames[node].height = output.height
            cache.storeLayout(node, key: key, output: output)
        } else {
            // Only a flex container skips its baseline when not asked for it.
            let hasBaseline = input.needsBaseline || styles[node].display == .none || children[node].isEmpty
            cache.storeSize(node, key: key, output: output, hasBaseline: hasBaseline)
        }
        return output
    }

    /// Whether the node's content width (`contentSizedAxis: .width`) is the same whatever its
    /// height and the room for it: a single-line column's is its widest item's
    /// (`intrinsicColumnWidth`), found before its height, which reaches that only through a
    /// ratio (none here) and through its items' percentages (none of them has any).
    func contentWidthIgnoresHeight(_ node: Int) -> Bool {
        if styles[node].display == .grid { return false }
        if styles[node].flexWrap != .nowrap || styles[node].aspectRatio != nil { return false }
        if styles[node].flexDirection.isRow { return false }
        for child in children[node] where usesPercentages[child.index] { return false }
        return true
    }

    /// `display: none` takes no space, and neither does anything inside it. The zeroed frames no
    /// longer match the subtree's cached layouts, so those are dropped: shown again, it is laid
    /// out again.
    mutating func hideSubtree(_ node: Int) {
        frames[node] = .zero
        cache.clear(node)
        if !retained.isEmpty { retained[node] = nil }
        for child in children[node] { hideSubtree(child.index) }
    }

    /// A node without children: its size comes from its style, else from its measure closure.
    /// `asEmpty` sizes it as if it had no content either (size containment).
    mutating func computeLeaf(_ node: Int, _ input: LayoutInput, asEmpty: Bool = false) -> LayoutOutput {
        let hasContent = measures[node] != nil && !asEmpty
        if !hasContent, let width = input.knownWidth, let height = input.knownHeight {
            // Placed at a decided size (the common case): nothing in the style can change it.
            return LayoutOutput(width: width, height: height, baseline: nil)
        }
        let box = ResolvedBox(styles[node], parentWidth: input.parentWidth, parentHeight: input.parentHeight,
                              contentSized: input.contentSizedAxis)
        // The height an aspect ratio gives may be only a floor under the content's height (see
        // `ResolvedBox.ratioFloorsHeight`; without content it is the height).
        let ratioFloorsHeight = hasContent
            && ResolvedBox.ratioFloorsHeight(styles[node])
        // A size the style leaves auto comes from the other one through the ratio: the known one.
        let ratioWidth = box.aspectRatio != nil && styles[node].width.resolve(input.parentWidth) == nil
        let ratioHeight = box.aspectRatio != nil && styles[node].height.resolve(input.parentHeight) == nil
        var width = input.knownWidth ?? (ratioWidth && input.knownHeight != nil ? nil : box.width.map(box.clampWidth))
        var height = input.knownHeight
            ?? (ratioFloorsHeight || (ratioHeight && input.knownWidth != nil) ? nil : box.height.map(box.clampHeight))
        if let ratio = box.aspectRatio {
            if let w = width, height == nil {
                if !ratioFloorsHeight { height = box.clampHeight(box.heightFromWidth(w, ratio: ratio)) }
            } else if let h = height, width == nil, input.contentSizedAxis != .width {
                width = box.clampWidth(box.widthFromHeight(h, ratio: ratio))
            }
        }
        let pbWidth = box.paddingBorderWidth
        let pbHeight = box.paddingBorderHeight
        let contentTop = box.padding.top + box.border.top
        guard hasContent else {
            let finalWidth = width ?? box.clampWidth(pbWidth)
            var finalHeight = height ?? box.clampHeight(pbHeight)
            if height == nil, !ratioFloorsHeight, let ratio = box.aspectRatio {
                finalHeight = box.clampHeight(box.heightFromWidth(finalWidth, ratio: ratio))
            }
            return LayoutOutput(width: finalWidth, height: finalHeight, baseline: nil)
        }
        let widthProposal = input.availableWidth.subtracting(box.marginWidth + pbWidth)
            .proposal(contentSize: width.map { max(0, $0 - pbWidth) })
        let heightProposal = input.availableHeight.subtracting(box.marginHeight + pbHeight)
            .proposal(contentSize: height.map { max(0, $0 - pbHeight) })
        if let width, let height, case .exactly = widthProposal, case .exactly = heightProposal {
            // Both sides are decided: only the baseline is still needed from the content, and an
            // earlier measurement at the same width already knows it (baselines of wrapped
            // content depend on the width only), which saves a measure call per leaf.
            let measured = cache.measurement(node, width: widthProposal)
                ?? measure(node, width: widthProposal, height: heightProposal)
            return LayoutOutput(width: width, height: height, baseline: measured.baseline.map { $0 + contentTop })
        }
        var measured = measure(node, width: widthProposal, height: heightProposal)
        if width == nil, box.clampWidth(measured.width + pbWidth) != measured.width + pbWidth {
            // min/max-width overrode the content's width: lay the content out at the used width.
            let usedWidth = box.clampWidth(measured.width + pbWidth)
            width = usedWidth
            measured = measure(node, width: .exactly(max(0, usedWidth - pbWidth)), height: heightProposal)
        }
        var finalWidth = width ?? box.clampWidth(measured.width + pbWidth)
        var finalHeight = height ?? box.clampHeight(measured.height + pbHeight)
        if let ratio = box.aspectRatio {
            if width == nil, height != nil, input.contentSizedAxis != .width { finalWidth = box.clampWidth(box.widthFromHeight(finalHeight, ratio: ratio)) }
            if height == nil {
                let fromRatio = box.clampHeight(box.heightFromWidth(finalWidth, ratio: ratio))
                finalHeight = ratioFloorsHeight ? max(finalHeight, fromRatio) : fromRatio
            }
        }
        return LayoutOutput(width: finalWidth, height: finalHeight, baseline: measured.baseline.map { $0 + contentTop })
    }
}
